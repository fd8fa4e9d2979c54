import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";

type FieldMeta = { id: string; name: string; errorId: string; errors?: string[]; initialValue?: unknown; required?: boolean };

export const inputClass =
  "mt-1 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-400";

export function FieldError({ field }: { field: FieldMeta }) {
  if (!field.errors?.length) return null;
  return <p id={field.errorId} className="mt-1 text-sm text-red-600">{field.errors[0]}</p>;
}

/** Label, control and the field's first error, wired for screen readers. */
export function Field({ label, field, children, required, hint }: { label: string; field: FieldMeta; children: ReactNode; required?: boolean; hint?: string }) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        {label}
        {required && <span className="text-red-600" aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-gray-500">{hint}</p>}
      <FieldError field={field} />
    </div>
  );
}

export function FormErrors({ errors, title }: { errors?: string[]; title?: string }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {title && <p className="font-semibold">{title}</p>}
      {errors.map((e) => <p key={e}>{e}</p>)}
    </div>
  );
}

/** Off-screen, unlabeled for assistive tech, skipped by Tab: only bots fill it. */
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
