import { AdminTab } from "~/admin/admin-ui";
import { adminOnly } from "~/auth/guards.server";
import {
  INVALID_EMAIL,
  MAX_NAME,
  MAX_PASSWORD,
  MIN_PASSWORD,
  NAMES_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  TERMS_REQUIRED,
} from "~/auth/schemas";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/onboarding";

export const meta: Route.MetaFunction = () => privateMeta("Onboarding | Admin Console | TruSelf");

export const loader = adminOnly;

/** Spec 002 §5: the patient sign-up documentation, with the messages the sign-up form shows (app/auth/schemas.ts). */
const RULES: [string, string, string][] = [
  ["First and last name", `Required; at most ${MAX_NAME} characters each.`, NAMES_REQUIRED],
  ["Location", "Optional.", "—"],
  ["Email", "Required; a valid e-mail address, verified through the link we send.", INVALID_EMAIL],
  ["Password", `At least ${MIN_PASSWORD} characters (at most ${MAX_PASSWORD}).`, PASSWORD_TOO_SHORT],
  ["Confirm password", "Must match the password.", PASSWORDS_DO_NOT_MATCH],
  ["Terms", "The terms and conditions must be accepted.", TERMS_REQUIRED],
];

export default function AdminOnboarding() {
  return (
    <AdminTab id="onboarding-heading" title="Patient onboarding" className="max-w-4xl space-y-6">
      <p className="text-gray-700">
        Patients sign up at{" "}
        <a href="/signup" className="font-semibold text-brand-600">
          /signup
        </a>{" "}
        in two steps: their details, then an optional photo and how they heard about TruSelf. They then confirm their e-mail address from
        the link we send and can sign in. Providers are listed by admins (imports) or through the List Your Business form.
      </p>
      <div className="overflow-x-auto rounded-2xl border border-gray-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-2">
                Field
              </th>
              <th scope="col" className="px-4 py-2">
                Rule
              </th>
              <th scope="col" className="px-4 py-2">
                Message shown
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200" data-testid="onboarding-rules">
            {RULES.map(([field, rule, message]) => (
              <tr key={field}>
                <th scope="row" className="px-4 py-2 font-semibold">
                  {field}
                </th>
                <td className="px-4 py-2">{rule}</td>
                <td className="px-4 py-2 text-gray-600">{message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminTab>
  );
}
