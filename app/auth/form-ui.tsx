/** Small building blocks shared by the account pages (sign-up, reset, profile). */
import type { ReactNode } from "react";

export const inputClass =
  "mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400";

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-lg rounded-2xl border border-gray-100 bg-white p-6 shadow-xl shadow-brand-100/40 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-2 text-gray-600">{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {errors[0]}
    </p>
  );
}

export function FormAlert({ title, messages, tone = "error", children }: { title: string; messages?: string[]; tone?: "error" | "info" | "success"; children?: ReactNode }) {
  if (!messages?.length && !children) return null;
  const toneClass =
    tone === "error" ? "border-red-200 bg-red-50 text-red-700" : tone === "info" ? "border-sky-200 bg-sky-50 text-sky-900" : "border-emerald-200 bg-emerald-50 text-emerald-900";
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border p-3 text-sm ${toneClass}`}>
      <p className="font-semibold">{title}</p>
      {messages?.map((m) => <p key={m}>{m}</p>)}
      {children}
    </div>
  );
}

export function SubmitButton({ busy, children, busyText, name, value }: { busy: boolean; children: ReactNode; busyText: string; name?: string; value?: string }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-100 disabled:opacity-60"
    >
      {busy ? busyText : children}
    </button>
  );
}
