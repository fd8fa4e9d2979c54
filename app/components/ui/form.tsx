/**
 * The form kit: every form of the app is built from these. One zod schema per form gives both
 * the browser's checks (conform) and the HTML constraints (`required`, `maxLength`...) that
 * browsers without JavaScript enforce. Errors are shown after a submit and cleared while typing,
 * never on blur: a message that appeared or vanished on blur would move the next control while
 * the pointer is pressing it, and the click would be lost.
 */
import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** When a form checks itself: on submit, then again on every input until it is valid. */
export const FORM_TIMING = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

type FieldMeta = { id: string; errorId: string; errors?: string[] };

export const inputClass =
  "mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-400";

/** A field's first error, wired to the control through `aria-describedby` (conform's errorId). */
export function FieldError({ field, className = "mt-1 text-sm text-red-600" }: { field: FieldMeta; className?: string }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className={className}>
      {field.errors[0]}
    </p>
  );
}

/** Label, control, hint and the field's first error. */
export function Field({
  label,
  field,
  children,
  required,
  hint,
}: {
  label: ReactNode;
  field: FieldMeta;
  children: ReactNode;
  required?: boolean;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
      <FieldError field={field} />
    </div>
  );
}

/** Form-level messages (errors by default; info and success for outcomes). */
export function FormAlert({
  title,
  messages,
  tone = "error",
  children,
  id,
}: {
  title?: string;
  messages?: string[] | null;
  tone?: "error" | "info" | "success";
  children?: ReactNode;
  id?: string;
}) {
  if (!messages?.length && !children) return null;
  const toneClass =
    tone === "error"
      ? "border-red-200 bg-red-50 text-red-700"
      : tone === "info"
        ? "border-sky-200 bg-sky-50 text-sky-900"
        : "border-emerald-200 bg-emerald-50 text-emerald-900";
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`rounded-lg border p-3 text-sm ${toneClass}`}>
      {title && <p className="font-semibold">{title}</p>}
      {messages?.map((m) => (
        <p key={m}>{m}</p>
      ))}
      {children}
    </div>
  );
}

/** The submit button: disabled and relabelled while the form is on its way. */
export function SubmitButton({
  busy,
  disabled = false,
  children,
  busyText,
  name,
  value,
  className = "w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100 disabled:opacity-60",
}: {
  busy: boolean;
  /** Not ready to send (a form whose rules keep the button off until they are met). */
  disabled?: boolean;
  children: ReactNode;
  busyText: string;
  name?: string;
  value?: string;
  className?: string;
}) {
  return (
    <button type="submit" name={name} value={value} disabled={busy || disabled} className={className}>
      {busy ? busyText : children}
    </button>
  );
}

/** Off-screen, hidden from assistive tech, skipped by Tab: only bots fill it. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A GET filter form's select: its label, a first option for "any", the choices; a new value in the URL remounts it, so it shows that value. */
export function FilterSelect({
  label,
  name,
  value,
  any,
  choices,
  className = inputClass,
}: {
  label: string;
  name: string;
  value: string;
  any: string;
  choices: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <label className="block text-sm font-medium text-gray-800">
      {label}
      <select name={name} defaultValue={value} className={className} key={value}>
        <option value="">{any}</option>
        {choices.map((choice, i) => (
          <option key={i} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
