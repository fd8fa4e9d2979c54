import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "~/admin/admin-ui";
import { requireRole } from "~/auth/guards.server";
import { FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { firstMessage, revalidateOnConflict } from "~/lib/action-reply";
import {
  moderate,
  moderationQueue,
  publicReason,
  type ModerationOutcome,
  type ModerationVerb,
  type TargetView,
} from "~/moderation/queue.server";
import {
  HIDE_REASON_MAX,
  HIDE_REASONS,
  LOG_ACTION_LABELS,
  MODERATION_DONE,
  MODERATION_FAILED,
  removedByTruSelf,
} from "~/moderation/reports-messages";
import { HideSchema, TargetSchema } from "~/moderation/reports-schemas";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/moderation";

export const meta: Route.MetaFunction = () => privateMeta("Moderation | Admin Console | TruSelf");

/** The moderation queue (issue 35 item 3): reported items, held reviews, hidden items and the log. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return moderationQueue();
}

export const shouldRevalidate = revalidateOnConflict;

const adminForm = { who: ["admin"], page: true, unexpected: MODERATION_FAILED, errorTitle: () => "Not done" } as const;

function reply(verb: ModerationVerb, done: ModerationOutcome) {
  if (!done.ok) return fail(done.status, done.message);
  return succeed({
    redirectTo: "/admin/moderation",
    toast: { ...MODERATION_DONE[verb], type: "success" },
    // Dismissing reports changes nothing anyone sees; the rest change the practice's page.
    invalidates: verb === "dismiss" ? [] : [{ providerPages: done.providerId }],
  });
}

/** Restore, dismiss and release name the target alone. */
function onTarget(verb: Exclude<ModerationVerb, "hide">) {
  return formAction({
    ...adminForm,
    schema: TargetSchema,
    run: async ({ user, value }) => reply(verb, await moderate(user, verb, value)),
  });
}

export const action = formActions({
  // Hiding needs a public reason.
  hide: formAction({
    ...adminForm,
    schema: HideSchema,
    run: async ({ user, value }) =>
      reply("hide", await moderate(user, "hide", { targetType: value.targetType, targetId: value.targetId }, publicReason(value))),
  }),
  restore: onTarget("restore"),
  dismiss: onTarget("dismiss"),
  release: onTarget("release"),
});

const button = "rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const secondary =
  "rounded-full border border-gray-300 bg-white px-4 py-1.5 text-sm font-semibold text-gray-800 hover:border-brand-300 disabled:opacity-60";
const card = "rounded-2xl border border-gray-200 bg-white";

const STATUS_LABELS = { visible: "Shown", held: "Held", hidden: "Hidden" } as const;
const TYPE_LABELS = { review: "Review", answer: "Answer", reply: "Practice reply" } as const;

export default function AdminModeration({ loaderData, actionData }: Route.ComponentProps) {
  const { reported, held, hidden, log } = loaderData;
  const failure = actionData && !actionData.ok ? firstMessage(actionData) : undefined;
  return (
    <section aria-labelledby="moderation-heading" className="space-y-8">
      <div>
        <h2 id="moderation-heading" className="text-2xl font-bold">
          Moderation
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Reports from members and reviews held by the automatic checks. Hiding shows "{removedByTruSelf("reason")}" in the item's place and
          recounts the practice's rating and Worth It share; every action is logged with who and when.
        </p>
      </div>
      <FormAlert messages={failure ? [failure] : null} />

      <TargetList
        title={`Reported (${reported.length})`}
        empty="No open reports."
        targets={reported}
        testId="reported-list"
        dismiss
        details={(t) => (
          <div className="text-sm">
            <p className="font-semibold text-gray-800">{t.reasons.map((r) => `${r.label} (${r.count})`).join(" · ")}</p>
            <ul className="mt-1 space-y-1 text-gray-700" data-testid="reports">
              {t.reports.map((r) => (
                <li key={`${r.email}-${r.at}`} className="whitespace-pre-line">
                  <span className="font-medium">{r.email ?? "Deleted account"}</span> · {r.reason} · {formatDate(r.at)}
                  {r.details ? `: ${r.details}` : ""}
                </li>
              ))}
            </ul>
          </div>
        )}
      />
      <TargetList title={`Held reviews (${held.length})`} empty="No reviews are waiting for a check." targets={held} testId="held-list" />
      <TargetList title="Recently hidden" empty="Nothing is hidden." targets={hidden} testId="hidden-list" />

      <div className="space-y-3">
        <h3 className="text-lg font-semibold">Moderation log</h3>
        {log.length === 0 ? (
          <p className="text-gray-600">Nothing has been moderated yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className={`w-full text-left text-sm ${card}`} data-testid="moderation-log">
              <thead className="text-gray-600">
                <tr>
                  <th className="p-2">When</th>
                  <th className="p-2">Who</th>
                  <th className="p-2">What</th>
                  <th className="p-2">Reason</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {log.map((e) => (
                  <tr key={e.id}>
                    <td className="p-2 whitespace-nowrap">
                      <time dateTime={e.at}>{new Date(e.at).toISOString().slice(0, 16).replace("T", " ")} UTC</time>
                    </td>
                    <td className="p-2">{e.actorEmail ?? "Automatic checks"}</td>
                    <td className="p-2">
                      {LOG_ACTION_LABELS[e.action] ?? e.action} {TYPE_LABELS[e.targetType].toLowerCase()} {e.targetId}
                    </td>
                    <td className="p-2 whitespace-pre-line">{e.reason ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}

/** Reported, held or hidden items: each with its text (and its reports) and what can be done to it. */
function TargetList<T extends TargetView>({
  title,
  empty,
  targets,
  testId,
  details,
  dismiss = false,
}: {
  title: string;
  empty: string;
  targets: T[];
  testId: string;
  details?: (target: T) => ReactNode;
  dismiss?: boolean;
}) {
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{title}</h3>
      {targets.length === 0 ? (
        <p className="text-gray-600">{empty}</p>
      ) : (
        <ul className={`divide-y divide-gray-200 ${card}`} data-testid={testId}>
          {targets.map((t) => (
            <li key={`${t.type}:${t.id}`} className="space-y-3 p-4" data-testid="moderation-target" data-target={`${t.type}:${t.id}`}>
              <TargetText target={t} />
              {details?.(t)}
              <Actions target={t} dismiss={dismiss} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The whole item as written (admins only), its practice and its state. */
function TargetText({ target: t }: { target: TargetView }) {
  return (
    <div className="min-w-0 wrap-anywhere">
      <p className="text-sm text-gray-600">
        <span className="font-semibold text-gray-900">{TYPE_LABELS[t.type]}</span> on{" "}
        <Link to={`/provider/${encodeURIComponent(t.providerId)}`} className="font-semibold text-brand-700 hover:underline">
          {t.practice}
        </Link>{" "}
        · <span data-testid="target-status">{STATUS_LABELS[t.status]}</span>
        {t.reason ? <span data-testid="target-reason">: {t.reason}</span> : null}
      </p>
      <p className="mt-1 text-sm font-medium text-gray-800">{t.heading}</p>
      <p className="mt-1 whitespace-pre-line text-gray-700" data-testid="target-text">
        {t.text}
      </p>
    </div>
  );
}

/** What can be done to the target in its state: hide (with a public reason), restore, release, dismiss the reports. */
function Actions({ target: t, dismiss = false }: { target: TargetView; dismiss?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("targetId") === t.id;
  const fields = (
    <>
      <input type="hidden" name="targetType" value={t.type} />
      <input type="hidden" name="targetId" value={t.id} />
    </>
  );
  const oneButton = (intent: string, label: string, className: string) => (
    <Form method="post">
      {fields}
      <SubmitButton busy={busy} busyText="Working..." name="intent" value={intent} className={className}>
        {label}
      </SubmitButton>
    </Form>
  );
  return (
    <div className="flex flex-wrap items-end gap-3">
      {t.status !== "hidden" ? (
        <Form method="post" className="flex flex-wrap items-end gap-2" aria-label={`Hide ${TYPE_LABELS[t.type].toLowerCase()} ${t.id}`}>
          {fields}
          <label className="text-sm font-medium text-gray-800">
            Public reason
            <select name="reason" required defaultValue="" className={`${inputClass} py-1.5`}>
              <option value="" disabled>
                Choose a reason
              </option>
              {Object.entries(HIDE_REASONS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium text-gray-800">
            Reason in your words (for Other)
            <input name="otherReason" maxLength={HIDE_REASON_MAX} className={`${inputClass} py-1.5`} />
          </label>
          <SubmitButton busy={busy} busyText="Working..." name="intent" value="hide" className={button}>
            Hide
          </SubmitButton>
        </Form>
      ) : (
        oneButton("restore", "Restore", secondary)
      )}
      {t.status === "held" && oneButton("release", "Release", button)}
      {dismiss && oneButton("dismiss", "Dismiss reports", secondary)}
    </div>
  );
}
