import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { fail, formAction, succeed } from "~/http/action.server";
import { notFound } from "~/lib/responses";
import {
  REPORT_DEMO_REFUSED,
  REPORT_DETAILS_MAX,
  REPORT_DUPLICATE,
  REPORT_FAILED,
  REPORT_OWN_ITEM,
  REPORT_REASONS,
  REPORT_SENT,
  REPORT_SENT_TITLE,
  REPORT_SIGN_IN,
  REPORT_TARGET_LABELS,
} from "~/moderation/reports-messages";
import { ReportSchema } from "~/moderation/reports-schemas";
import { alreadyReported, ownsTarget, reportTarget, submitReport, targetPagePath } from "~/moderation/reports.server";
import type { Route } from "./+types/report";

export const meta: Route.MetaFunction = () => [{ title: "Report | TruSelf" }, { name: "robots", content: "noindex" }];

const NOT_FOUND = {
  heading: "Nothing to report here",
  message: "We couldn't find that review, answer or reply. It may have been removed already.",
  back: { href: "/find-doctors", label: "Find Doctors" },
};

/** GET /report?type=review|answer|reply&id=: what is being reported, and the form (issue 35 item 3). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const target = await reportTarget(url.searchParams.get("type") ?? "", url.searchParams.get("id") ?? "");
  if (!target) notFound(NOT_FOUND);
  const refusal = user.isDemo
    ? REPORT_DEMO_REFUSED
    : ownsTarget(user, target)
      ? REPORT_OWN_ITEM
      : (await alreadyReported(user.id, target))
        ? REPORT_DUPLICATE
        : null;
  return {
    target: { type: target.type, id: target.id, practice: target.practice, by: target.by, text: target.text },
    back: targetPagePath(target),
    refusal,
  };
}

export const action = formAction({
  who: "user",
  page: true,
  schema: ReportSchema,
  unexpected: REPORT_FAILED,
  signIn: { to: "/signin", toast: { title: "Sign in required", description: REPORT_SIGN_IN, type: "info" } },
  demo: { refuse: REPORT_DEMO_REFUSED },
  limits: ({ user, ip }) => [
    ["reportsPerUser", user.id],
    ["reportsPerIp", ip],
  ],
  errorTitle: () => "Report not sent",
  async run({ user, value }) {
    const sent = await submitReport(user, value);
    if (!sent.ok) return fail(sent.status, sent.message);
    return succeed({ redirectTo: sent.back, toast: { title: REPORT_SENT_TITLE, description: REPORT_SENT, type: "success" } });
  },
});

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const { target, back, refusal } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "report",
    lastResult: actionData?.result,
    defaultValue: { targetType: target.type, targetId: target.id },
    ...formSchema(ReportSchema),
  });
  const label = REPORT_TARGET_LABELS[target.type];
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-2xl space-y-6 wrap-anywhere">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Report this {label}</h1>
          <p className="mt-2 text-gray-600">
            Tell us what's wrong and our team will take a look. If it breaks our review policy, we hide it and show the reason in its place.
            The author isn't told who reported it.
          </p>
        </header>
        <blockquote className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="report-target">
          <p className="text-sm font-semibold text-gray-900">
            {target.by} · {target.practice}
          </p>
          <p className="mt-2 whitespace-pre-line text-gray-700">{target.text}</p>
        </blockquote>
        {refusal ? (
          <FormAlert tone="info" messages={[refusal]}>
            <Link to={back} className="mt-2 inline-block font-semibold underline">
              Back to {target.practice}
            </Link>
          </FormAlert>
        ) : (
          <Form method="post" className="space-y-5 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" {...getFormProps(form)}>
            <input type="hidden" name="targetType" value={target.type} />
            <input type="hidden" name="targetId" value={target.id} />
            <FormAlert title="Report not sent" messages={form.errors} />
            <fieldset aria-describedby={fields.reason.errors?.length ? fields.reason.errorId : undefined}>
              <legend className="text-sm font-medium text-gray-800">
                Why are you reporting it?
                <span className="text-red-600" aria-hidden="true">
                  {" "}
                  *
                </span>
              </legend>
              <div className="mt-2 space-y-2">
                {Object.entries(REPORT_REASONS).map(([value, text]) => (
                  <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name={fields.reason.name}
                      value={value}
                      required
                      defaultChecked={fields.reason.initialValue === value}
                    />
                    {text}
                  </label>
                ))}
              </div>
              {fields.reason.errors?.[0] && (
                <p id={fields.reason.errorId} className="mt-1 text-sm text-red-600">
                  {fields.reason.errors[0]}
                </p>
              )}
            </fieldset>
            <Field
              label="Details"
              field={fields.details}
              hint={`Optional, needed for Something else. Up to ${REPORT_DETAILS_MAX.toLocaleString("en-US")} characters; only our team reads them.`}
            >
              <textarea {...getTextareaProps(fields.details)} key={fields.details.key} rows={4} className={inputClass} />
            </Field>
            <div className="flex flex-wrap items-center gap-4">
              <SubmitButton
                busy={navigation.state === "submitting"}
                busyText="Sending..."
                className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                Send report
              </SubmitButton>
              <Link to={back} className="text-sm font-semibold text-gray-600 hover:underline">
                Cancel
              </Link>
            </div>
          </Form>
        )}
      </div>
    </main>
  );
}
