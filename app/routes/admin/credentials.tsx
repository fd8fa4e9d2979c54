import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminTab, ListingName, RowList, ProviderIdForm, formatDate, Pager } from "~/admin/admin-ui";
import { withParams } from "~/admin/schemas";
import { requireRole } from "~/auth/guards.server";
import { Field, FilterSelect, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { credentialQueue, checkCredentials, providerToCheck } from "~/credentials/credentials.server";
import { credentialLabel } from "~/credentials/credentials-view";
import { LicenseFields } from "~/credentials/license-fields";
import {
  ADMIN_CREDENTIALS_INTRO,
  CHECK_FAILED,
  CHECK_PROVIDER_MISSING,
  checkDay,
  checkSaved,
  NO_CREDENTIALS_MATCH,
  SUBMITTED_FOR_CHECKING,
} from "~/credentials/messages";
import { CheckSchema, utcDay } from "~/credentials/schemas";
import { CREDENTIAL_STATUSES, type CredentialStatus } from "~/db/schema";
import { fail, formAction, succeed } from "~/http/action.server";
import type { Route } from "./+types/credentials";

export const meta: Route.MetaFunction = () => [{ title: "Credentials | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

const PAGE = "/admin/credentials";
const STATUS_NAMES: Record<CredentialStatus, string> = {
  unchecked: "Waiting for a check",
  checked: "Checked",
  expired: "Expired",
  suspended: "Suspended",
};

/**
 * Credentials practices submitted (issue 36 item 3), waiting ones first; ?status= and ?q= filter
 * them, ?provider={id} opens the check form for one provider (listed or not).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status") ?? "";
  const status = (CREDENTIAL_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as CredentialStatus) : undefined;
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const providerId = url.searchParams.get("provider")?.trim().slice(0, 200) ?? "";
  const [queue, target] = await Promise.all([
    credentialQueue({ status, q: q || undefined, page }),
    providerId ? providerToCheck(providerId) : null,
  ]);
  return {
    status: status ?? "",
    q,
    page,
    queue,
    providerId,
    today: utcDay(),
    target,
  };
}

export const action = formAction({
  who: ["admin"],
  page: true,
  schema: CheckSchema,
  unexpected: CHECK_FAILED,
  async run({ user, value }) {
    const checked = await checkCredentials(user, value);
    if (!checked.ok) return fail(404, CHECK_PROVIDER_MISSING);
    return succeed({
      redirectTo: PAGE,
      toast: checkSaved(value.status, checked.providerName),
      invalidates: [{ providerPages: value.providerId }],
    });
  },
});

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminCredentials({ loaderData, actionData }: Route.ComponentProps) {
  const { status, q, page, queue, providerId, target, today } = loaderData;
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <AdminTab id="credentials-heading" title="Credentials">
      <p className="text-gray-600">{ADMIN_CREDENTIALS_INTRO}</p>
      {providerId &&
        (target ? (
          <CheckForm key={target.provider.id} target={target} today={today} lastResult={actionData?.result} />
        ) : (
          <FormAlert messages={[CHECK_PROVIDER_MISSING]} />
        ))}
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Status"
          name="status"
          value={status}
          any="Any status"
          choices={CREDENTIAL_STATUSES.map((s) => ({ value: s, label: STATUS_NAMES[s] }))}
        />
        <label className="block text-sm font-medium text-gray-800">
          Provider name or place
          <input type="search" name="q" defaultValue={q} maxLength={100} className={inputClass} />
        </label>
        <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Filter
        </button>
      </Form>
      <ProviderIdForm label="Check a provider by ID" value={providerId} submit="Open" secondary />
      <RowList rows={queue.rows} empty={NO_CREDENTIALS_MATCH} testId="credentials-list">
        {(row) => (
          <li key={row.providerId} className="flex flex-col gap-3 p-4 md:flex-row md:items-start" data-testid="credentials-row">
            <div className="min-w-0 flex-1 space-y-1 text-sm wrap-anywhere">
              <ListingName id={row.providerId} name={row.name} location={row.location} className="text-base font-semibold text-gray-900" />
              <p className="text-gray-800">
                License {row.licenseState} {row.licenseNumber}
                {row.board && ` · ${row.board}, ${row.boardSpecialty}`}
              </p>
              <p className="font-semibold text-gray-900" data-testid="credentials-row-status">
                {row.status === "unchecked" ? SUBMITTED_FOR_CHECKING : (credentialLabel(row.status)?.text ?? row.status)}
              </p>
              {row.submittedAt && <p className="text-xs text-gray-500">Submitted {formatDate(row.submittedAt)}</p>}
              {row.checkedOn && row.checkSource && (
                <p className="text-xs text-gray-500">
                  Last check {checkDay(row.checkedOn)} by {row.checkedByEmail ?? "a former admin"} (source: {row.checkSource})
                </p>
              )}
            </div>
            <Link
              to={withParams(pathname, params, { provider: row.providerId })}
              className="self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Check<span className="sr-only"> the license of {row.name}</span>
            </Link>
          </li>
        )}
      </RowList>
      <Pager page={page} totalPages={queue.totalPages} />
    </AdminTab>
  );
}

function CheckForm({
  target,
  today,
  lastResult,
}: {
  target: NonNullable<LoaderData["target"]>;
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const { provider, credentials } = target;
  const [form, fields] = useForm({
    id: "check-form",
    lastResult,
    defaultValue: {
      providerId: provider.id,
      licenseNumber: credentials?.licenseNumber ?? "",
      licenseState: credentials?.licenseState ?? "",
      boardCode: credentials?.boardCode ?? "",
      boardSpecialty: credentials?.boardSpecialty ?? "",
      status: "",
      source: "",
      checkedOn: today,
    },
    ...formSchema(CheckSchema),
  });
  return (
    <section
      aria-labelledby="check-heading"
      className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm"
      data-testid="check-form"
    >
      <h3 id="check-heading" className="text-lg font-semibold">
        Check the license of {provider.name}
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        {provider.location} ·{" "}
        {credentials
          ? credentials.status === "unchecked"
            ? SUBMITTED_FOR_CHECKING
            : STATUS_NAMES[credentials.status]
          : "Nothing submitted"}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
        <FormAlert messages={form.errors} />
        <input {...getInputProps(fields.providerId, { type: "hidden" })} key={fields.providerId.key} />
        <LicenseFields fields={fields} />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="What the check found" field={fields.status} required>
            <select {...getSelectProps(fields.status)} key={fields.status.key} className={inputClass}>
              <option value="">Choose</option>
              <option value="checked">Valid: credentials checked</option>
              <option value="expired">License expired</option>
              <option value="suspended">License suspended</option>
            </select>
          </Field>
          <Field label="Source" field={fields.source} required hint="The board's lookup page or its name.">
            <input {...getInputProps(fields.source, { type: "text" })} key={fields.source.key} className={inputClass} />
          </Field>
          <Field label="Checked on" field={fields.checkedOn} required>
            <input {...getInputProps(fields.checkedOn, { type: "date" })} key={fields.checkedOn.key} className={inputClass} />
          </Field>
        </div>
        <SubmitButton
          busy={navigation.state === "submitting"}
          busyText="Saving..."
          className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Save the check
        </SubmitButton>
      </Form>
    </section>
  );
}
