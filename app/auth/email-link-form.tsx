/** The one-field form of the pages that e-mail a link (a password reset, a new verification link). */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { invariant } from "~/lib/invariant";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";

export function EmailLinkForm({
  id,
  schema,
  lastResult,
  submitLabel,
}: {
  id: string;
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({ id, lastResult, ...formSchema(schema) });
  const email = fields.email;
  invariant(email, "the form's schema has an email field");
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormAlert title="Could not send the link" messages={form.errors} />
      <Field label="Email" field={email}>
        <input {...getInputProps(email, { type: "email" })} autoComplete="email" className={inputClass} />
      </Field>
      <SubmitButton busy={navigation.state === "submitting"} busyText="Sending...">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
