import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { NOT_A_PRACTICE, requirePractice } from "~/practice/access.server";
import {
  INVITE_CANCELLED,
  INVITE_HINT,
  INVITE_SENT,
  MEMBER_REMOVED,
  SETTINGS_NOTIFICATION_HINT,
  SETTINGS_READ_ONLY,
  SETTINGS_SAVED,
} from "~/practice/claims-messages";
import { CancelInviteSchema, InviteMemberSchema, PracticeSettingsSchema, RemoveMemberSchema } from "~/practice/claims-schemas";
import { cancelInvite, invite, practiceSettings, removeMember, saveSettings } from "~/practice/claims-team.server";
import { firstMessage, replyFor } from "~/lib/action-reply";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Practice Settings | TruSelf" }, { name: "robots", content: "noindex" }];

/** /provider/settings (issue 34 item 4): the practice's team sees it; only its owner changes it. */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await requirePractice(request, { editor: true });
  const settings = await practiceSettings(access);
  if (!settings) notFound();
  return { settings, isOwner: access.practiceRole === "owner", selfId: access.user.id };
}

/** Every form of the page: the account's own practice, its owner only. */
const ownerForm = {
  who: "practice-owner",
  forbidden: NOT_A_PRACTICE,
  page: true,
  unexpected: "We couldn't save that. Please try again.",
} as const;

export const action = formActions({
  settings: formAction({
    ...ownerForm,
    schema: PracticeSettingsSchema,
    async run({ practice: access, value }) {
      await saveSettings(access, { notificationEmail: value.notificationEmail, acceptsRequests: value.acceptsRequests === "on" });
      return succeed({
        redirectTo: "/provider/settings",
        toast: { title: "Settings saved", description: SETTINGS_SAVED, type: "success" },
        invalidates: [{ providerPages: access.providerId }],
      });
    },
  }),
  invite: formAction({
    ...ownerForm,
    schema: InviteMemberSchema,
    limits: ({ user }) => [["practiceInvitesPerAccount", user.id]],
    async run({ request, practice: access, value }) {
      const sent = await invite(request, access, value.email);
      if (!sent.ok) return fail(sent.status, sent.message, "email");
      return succeed({
        redirectTo: "/provider/settings",
        toast: { title: "Invitation sent", description: INVITE_SENT(value.email), type: "success" },
      });
    },
  }),
  "cancel-invite": formAction({
    ...ownerForm,
    schema: CancelInviteSchema,
    async run({ practice: access, value }) {
      const done = await cancelInvite(access, value.inviteId);
      if (!done.ok) return fail(done.status, done.message);
      return succeed({
        redirectTo: "/provider/settings",
        toast: { title: "Invitation withdrawn", description: INVITE_CANCELLED, type: "success" },
      });
    },
  }),
  "remove-member": formAction({
    ...ownerForm,
    schema: RemoveMemberSchema,
    async run({ practice: access, value }) {
      const removed = await removeMember(access, value.userId);
      if (!removed.ok) return fail(removed.status, removed.message);
      return succeed({
        redirectTo: "/provider/settings",
        toast: { title: "Team member removed", description: MEMBER_REMOVED(removed.email), type: "success" },
      });
    },
  }),
});

const card = "rounded-2xl border border-gray-200 bg-white p-6 shadow-sm";
const buttonClass = "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const smallButton = "rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold hover:border-red-300 hover:text-red-700";

export default function ProviderSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, isOwner, selfId } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [settingsForm, fields] = useForm({
    id: "practice-settings",
    lastResult: replyFor(actionData, "settings")?.result,
    defaultValue: { notificationEmail: settings.notificationEmail ?? "", acceptsRequests: settings.acceptsRequests ? "on" : undefined },
    ...formSchema(PracticeSettingsSchema),
  });
  const [inviteForm, inviteFields] = useForm({
    id: "invite-member",
    lastResult: replyFor(actionData, "invite")?.result,
    ...formSchema(InviteMemberSchema),
  });
  // The buttons-only forms (withdraw, remove) show their failures at the top.
  const listReply = replyFor(actionData, "cancel-invite") ?? replyFor(actionData, "remove-member");
  const listFailure = listReply && !listReply.ok ? firstMessage(listReply) : undefined;
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6 wrap-anywhere">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">For providers</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">Practice Settings</h1>
          <p className="mt-2 text-gray-600">{settings.name}</p>
          <Link to="/dashboard" className="mt-2 inline-block text-sm font-semibold text-brand-600 hover:underline">
            Back to your dashboard
          </Link>
          <Link to="/provider/availability" className="ml-4 mt-2 inline-block text-sm font-semibold text-brand-600 hover:underline">
            Availability and online booking
          </Link>
        </header>
        {!isOwner && <FormAlert tone="info" messages={[SETTINGS_READ_ONLY]} />}
        <FormAlert messages={listFailure ? [listFailure] : null} />

        <section className={card} aria-labelledby="requests-heading">
          <h2 id="requests-heading" className="text-lg font-semibold">
            Consultation requests
          </h2>
          <Form method="post" className="mt-4 space-y-4" {...getFormProps(settingsForm)}>
            <input type="hidden" name="intent" value="settings" />
            <FormAlert title="Could not save" messages={settingsForm.errors} />
            <label className="flex items-center gap-3 text-sm font-medium text-gray-800">
              <input
                {...getInputProps(fields.acceptsRequests, { type: "checkbox", value: "on" })}
                disabled={!isOwner}
                className="h-5 w-5 rounded border-gray-300"
              />
              Accept consultation requests
            </label>
            <Field label="Notification e-mail" field={fields.notificationEmail} hint={SETTINGS_NOTIFICATION_HINT}>
              <input
                {...getInputProps(fields.notificationEmail, { type: "email" })}
                placeholder={settings.ownerEmail ?? ""}
                disabled={!isOwner}
                className={inputClass}
              />
            </Field>
            {isOwner && (
              <SubmitButton busy={busy("settings")} busyText="Saving..." className={buttonClass}>
                Save settings
              </SubmitButton>
            )}
          </Form>
        </section>

        <section className={card} aria-labelledby="team-heading">
          <h2 id="team-heading" className="text-lg font-semibold">
            Team
          </h2>
          <ul className="mt-4 divide-y divide-gray-100" data-testid="team-list">
            {settings.team.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
                data-testid="team-member"
                data-email={m.email}
              >
                <div>
                  <p className="font-semibold text-gray-900">
                    {m.name || m.email}
                    {m.id === selfId && <span className="ml-2 text-xs font-normal text-gray-500">(you)</span>}
                  </p>
                  <p className="text-sm text-gray-600">
                    {m.email} · {m.role === "owner" ? "Owner" : "Team member"}
                  </p>
                </div>
                {isOwner && m.role === "member" && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-member" />
                    <input type="hidden" name="userId" value={m.id} />
                    <button type="submit" className={smallButton} disabled={busy("remove-member")}>
                      Remove<span className="sr-only"> {m.email}</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>

          <h3 className="mt-6 font-semibold">Pending invitations</h3>
          {settings.invites.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">No pending invitations.</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100" data-testid="invite-list">
              {settings.invites.map((i) => (
                <li
                  key={i.id}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                  data-testid="pending-invite"
                  data-email={i.email}
                >
                  <div>
                    <p className="text-sm font-semibold text-gray-900">{i.email}</p>
                    <p className="text-xs text-gray-500">Expires {i.expiresAt.toISOString().slice(0, 10)}</p>
                  </div>
                  {isOwner && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel-invite" />
                      <input type="hidden" name="inviteId" value={i.id} />
                      <button type="submit" className={smallButton} disabled={busy("cancel-invite")}>
                        Withdraw<span className="sr-only"> the invitation of {i.email}</span>
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}

          {isOwner && (
            <Form method="post" className="mt-6 space-y-4 border-t border-gray-100 pt-6" {...getFormProps(inviteForm)}>
              <h3 className="font-semibold">Invite a team member</h3>
              <p className="text-sm text-gray-600">{INVITE_HINT}</p>
              <input type="hidden" name="intent" value="invite" />
              <FormAlert title="Could not send the invitation" messages={inviteForm.errors} />
              <Field label="Their e-mail address" field={inviteFields.email}>
                <input {...getInputProps(inviteFields.email, { type: "email" })} className={inputClass} />
              </Field>
              <SubmitButton busy={busy("invite")} busyText="Sending..." className={buttonClass}>
                Send invitation
              </SubmitButton>
            </Form>
          )}
        </section>
      </div>
    </main>
  );
}
