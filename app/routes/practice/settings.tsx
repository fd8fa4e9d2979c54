import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { NOT_A_PRACTICE, requirePractice } from "~/practice/access.server";
import { INVITE_CANCELLED, INVITE_SENT, MEMBER_REMOVED, SETTINGS_SAVED } from "~/practice/claims-messages";
import { CancelInviteSchema, InviteMemberSchema, PracticeSettingsSchema, RemoveMemberSchema } from "~/practice/claims-schemas";
import { cancelInvite, invite, practiceSettings, removeMember, saveSettings } from "~/practice/claims-team.server";
import { notFound } from "~/lib/responses";
import { PracticeSettingsPage } from "~/practice/settings-page";
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

/** Back to the page with the toast of what was done. */
const toastBack = (title: string, description: string) =>
  succeed({ redirectTo: "/provider/settings", toast: { title, description, type: "success" } });

export const action = formActions({
  settings: formAction({
    ...ownerForm,
    schema: PracticeSettingsSchema,
    async run({ practice: access, value }) {
      await saveSettings(access, { notificationEmail: value.notificationEmail, acceptsRequests: value.acceptsRequests === "on" });
      return { ...toastBack("Settings saved", SETTINGS_SAVED), invalidates: [{ providerPages: access.providerId }] };
    },
  }),
  invite: formAction({
    ...ownerForm,
    schema: InviteMemberSchema,
    limits: ({ user }) => [["practiceInvitesPerAccount", user.id]],
    async run({ request, practice: access, value }) {
      const sent = await invite(request, access, value.email);
      if (!sent.ok) return fail(sent.status, sent.message, "email");
      return toastBack("Invitation sent", INVITE_SENT(value.email));
    },
  }),
  "cancel-invite": formAction({
    ...ownerForm,
    schema: CancelInviteSchema,
    async run({ practice: access, value }) {
      const done = await cancelInvite(access, value.inviteId);
      if (!done.ok) return fail(done.status, done.message);
      return toastBack("Invitation withdrawn", INVITE_CANCELLED);
    },
  }),
  "remove-member": formAction({
    ...ownerForm,
    schema: RemoveMemberSchema,
    async run({ practice: access, value }) {
      const removed = await removeMember(access, value.userId);
      if (!removed.ok) return fail(removed.status, removed.message);
      return toastBack("Team member removed", MEMBER_REMOVED(removed.email));
    },
  }),
});

export default function ProviderSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <PracticeSettingsPage {...loaderData} reply={actionData} />;
}
