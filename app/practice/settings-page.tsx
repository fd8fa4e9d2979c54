/** /provider/settings' page (issue 34 item 4): the practice's settings, its team and its pending invitations; only the owner changes them. */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { Card } from "~/components/ui/card";
import { formSchema } from "~/components/ui/form-schema";
import { firstMessage, replyFor, type ActionReply } from "~/lib/action-reply";
import { INVITE_HINT, SETTINGS_NOTIFICATION_HINT, SETTINGS_READ_ONLY } from "./claims-messages";
import { InviteMemberSchema, PracticeSettingsSchema } from "./claims-schemas";
import type { PracticeSettings } from "./claims-team.server";

const buttonClass = "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const smallButton = "rounded-full border border-gray-300 px-3 py-1 text-xs font-semibold hover:border-red-300 hover:text-red-700";

/** The two lists' rows: the test id, and the owner's button that takes the person off (its intent, field and words). */
const ROWS = {
  member: { testId: "team-member", intent: "remove-member", field: "userId", label: "Remove", hidden: "" },
  invite: { testId: "pending-invite", intent: "cancel-invite", field: "inviteId", label: "Withdraw", hidden: "the invitation of " },
};

/** A row of the team or the invitations: who, and for the owner the button that takes them off (a plain form post). */
function PersonRow({
  kind,
  id,
  email,
  removable,
  children,
}: {
  kind: keyof typeof ROWS;
  id: string;
  email: string;
  removable: boolean;
  children: ReactNode;
}) {
  const { testId, intent, field, label, hidden } = ROWS[kind];
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={testId} data-email={email}>
      <div>{children}</div>
      {removable && (
        <Form method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name={field} value={id} />
          <button type="submit" className={smallButton} disabled={busy}>
            {label}
            <span className="sr-only">{` ${hidden}${email}`}</span>
          </button>
        </Form>
      )}
    </li>
  );
}

export function PracticeSettingsPage({
  settings,
  isOwner,
  selfId,
  reply,
}: {
  settings: PracticeSettings;
  isOwner: boolean;
  selfId: string;
  reply: ActionReply | undefined;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [settingsForm, fields] = useForm({
    id: "practice-settings",
    lastResult: replyFor(reply, "settings")?.result,
    defaultValue: { notificationEmail: settings.notificationEmail ?? "", acceptsRequests: settings.acceptsRequests ? "on" : undefined },
    ...formSchema(PracticeSettingsSchema),
  });
  const [inviteForm, inviteFields] = useForm({
    id: "invite-member",
    lastResult: replyFor(reply, "invite")?.result,
    ...formSchema(InviteMemberSchema),
  });
  // The buttons-only forms (withdraw, remove) show their failures at the top.
  const listReply = replyFor(reply, "cancel-invite") ?? replyFor(reply, "remove-member");
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

        <Card id="requests-heading" title="Consultation requests">
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
        </Card>

        <Card id="team-heading" title="Team">
          <ul className="mt-4 divide-y divide-gray-100" data-testid="team-list">
            {settings.team.map((m) => (
              <PersonRow key={m.id} kind="member" id={m.id} email={m.email} removable={isOwner && m.role === "member"}>
                <p className="font-semibold text-gray-900">
                  {m.name || m.email}
                  {m.id === selfId && <span className="ml-2 text-xs font-normal text-gray-500">(you)</span>}
                </p>
                <p className="text-sm text-gray-600">
                  {m.email} · {m.role === "owner" ? "Owner" : "Team member"}
                </p>
              </PersonRow>
            ))}
          </ul>

          <h3 className="mt-6 font-semibold">Pending invitations</h3>
          {settings.invites.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">No pending invitations.</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100" data-testid="invite-list">
              {settings.invites.map((i) => (
                <PersonRow key={i.id} kind="invite" id={i.id} email={i.email} removable={isOwner}>
                  <p className="text-sm font-semibold text-gray-900">{i.email}</p>
                  <p className="text-xs text-gray-500">Expires {i.expiresAt.toISOString().slice(0, 10)}</p>
                </PersonRow>
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
        </Card>
      </div>
    </main>
  );
}
