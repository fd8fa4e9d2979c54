/** The card the account pages (sign-in, sign-up, password, verification) sit in. */
import type { ReactNode } from "react";
import { Link } from "react-router";

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

/** The way back to sign in under a card's form ("Remembered it? Sign in"). */
export function SignInLink({ lead }: { lead: string }) {
  return (
    <p className="text-center text-sm text-gray-600">
      {lead}{" "}
      <Link to="/signin" className="font-semibold text-brand-600 hover:underline">
        Sign in
      </Link>
    </p>
  );
}
