/** The second factor's forms (issue 38 item 3): a code form, recovery codes shown once, and the profile's section. */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import {
  RECOVERY_CODES_NOTE,
  SESSION_AAL1,
  SESSION_AAL2,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_REQUIRED_NOTE,
  TWO_FACTOR_TITLE,
} from "./two-factor-texts";

type Reply = { intent?: string; result?: SubmissionResult<string[]> } | undefined;

/** One form that posts a code (verify, confirm, turn off), with its errors; works without JavaScript. */
export function CodeForm({
  intent,
  schema,
  reply,
  redirectTo,
  label,
  submit,
  busyText,
  action,
}: {
  intent: string;
  schema: z.ZodType;
  reply: Reply;
  redirectTo: string;
  label: string;
  submit: string;
  busyText: string;
  action?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `two-factor-${intent}`,
    lastResult: reply?.intent === intent || !reply?.intent ? reply?.result : undefined,
    ...formSchema(schema),
  });
  const code = fields.code as Parameters<typeof getInputProps>[0];
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={action} className="space-y-3" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert messages={form.errors} id={form.errorId} />
      <Field label={label} field={{ id: code.id, errorId: code.errorId, errors: code.errors as string[] | undefined }}>
        <input
          {...getInputProps(code, { type: "text" })}
          inputMode="text"
          autoComplete="one-time-code"
          spellCheck={false}
          className={inputClass}
        />
      </Field>
      <SubmitButton busy={busy} busyText={busyText}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

/** The recovery codes a confirm or a "Generate new recovery codes" answered with: shown this once. */
export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5" data-testid="recovery-codes">
      <h2 className="font-semibold text-amber-900">Recovery codes</h2>
      <p className="mt-1 text-sm text-amber-900">{RECOVERY_CODES_NOTE}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link to={next} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        Continue
      </Link>
    </div>
  );
}

const SETUP_PATH = "/two-factor/setup?redirectTo=%2Fprofile";
const buttonClass =
  "inline-block rounded-full bg-white px-5 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50";

/** /profile's "Two-factor authentication" section: the state, this session's level, and where to change it. */
export function TwoFactorSection({ on, aal, required }: { on: boolean; aal: "aal1" | "aal2"; required: boolean }) {
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm" aria-labelledby="two-factor-heading" id="two-factor">
      <h2 id="two-factor-heading" className="text-lg font-semibold">
        {TWO_FACTOR_TITLE}
      </h2>
      <p className="mt-1 text-sm text-gray-600" data-testid="two-factor-state">
        {on ? TWO_FACTOR_ON : TWO_FACTOR_OFF}
      </p>
      {required && <p className="mt-1 text-sm text-gray-600">{TWO_FACTOR_REQUIRED_NOTE}</p>}
      <p className="mt-1 text-sm text-gray-600" data-testid="session-aal">
        {aal === "aal2" ? SESSION_AAL2 : SESSION_AAL1}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {on ? (
          <>
            <Form method="post" action={SETUP_PATH}>
              <input type="hidden" name="intent" value="recovery-codes" />
              <input type="hidden" name="redirectTo" value="/profile" />
              <button type="submit" className={buttonClass}>
                Generate new recovery codes
              </button>
            </Form>
            <Link to={SETUP_PATH} className={buttonClass}>
              Turn off
            </Link>
          </>
        ) : (
          <Form method="post" action={SETUP_PATH}>
            <input type="hidden" name="intent" value="start" />
            <input type="hidden" name="redirectTo" value="/profile" />
            <button type="submit" className={buttonClass}>
              Set up two-factor authentication
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
