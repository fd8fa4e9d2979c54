import { changePassword, updateAvatar, updateNames } from "~/auth/accounts.server";
import { requireUser } from "~/auth/guards.server";
import {
  AVATAR_TOO_LARGE,
  ChangePasswordSchema,
  CURRENT_PASSWORD_WRONG,
  DEMO_READ_ONLY,
  MAX_AVATAR_BYTES,
  ProfileAvatarSchema,
  ProfileNamesSchema,
  RemoveAvatarSchema,
  SignOutEverywhereSchema,
} from "~/auth/schemas";
import { clearSessionCookie, destroyAllSessions } from "~/auth/session.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { finishedUploadUrl, storeImageFromForm, UploadError } from "~/media/uploads.server";
import type { Route } from "./+types/profile";
import { AccountPage } from "~/auth/account-page";
import { accountPage } from "~/auth/account-page.server";

export const meta: Route.MetaFunction = () => [{ title: "Your profile | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  // The account page opens before the factor is proven: a first passkey is added here.
  const user = await requireUser(request, { anyAal: true });
  return accountPage(user);
}

type Intent = "update-names" | "update-avatar" | "remove-avatar" | "change-password" | "sign-out-everywhere";

// The demo account is shared by everyone who tries the product: it stays as seeded.
const profileForm = {
  who: "user",
  demo: { refuse: DEMO_READ_ONLY },
  page: true,
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

/** Back to the profile with the toast of what was done. */
const backToProfile = (title: string, description?: string) =>
  succeed({ redirectTo: "/profile", toast: { title, ...(description && { description }), type: "success" } });

export const action = formActions({
  "update-names": formAction({
    ...profileForm,
    schema: ProfileNamesSchema,
    async run({ user, value }) {
      await updateNames(user.id, value.firstName, value.lastName);
      return backToProfile("Profile updated", "Your name has been saved.");
    },
  }),
  "update-avatar": formAction({
    ...profileForm,
    schema: ProfileAvatarSchema,
    maxBody: { bytes: MAX_AVATAR_BYTES + 256 * 1024, field: "photo", message: AVATAR_TOO_LARGE },
    async run({ user, value: { photo, avatarUploadId } }) {
      try {
        if (photo) await updateAvatar(user.id, (await storeImageFromForm(photo, "avatar", { userId: user.id })).url);
        else if (avatarUploadId) await updateAvatar(user.id, await finishedUploadUrl(avatarUploadId, "avatar", { userId: user.id }));
        else return fail(400, "Please choose a photo.", "photo");
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        return fail(400, error.message, "photo");
      }
      return backToProfile("Profile photo updated");
    },
  }),
  "remove-avatar": formAction({
    ...profileForm,
    schema: RemoveAvatarSchema,
    async run({ user }) {
      await updateAvatar(user.id, null);
      return backToProfile("Profile photo removed");
    },
  }),
  "change-password": formAction({
    ...profileForm,
    schema: ChangePasswordSchema,
    hideFields: ["currentPassword", "password", "confirmPassword"],
    limits: ({ user }) => [["passwordChangePerAccount", user.id]],
    async run({ request, user, value }) {
      if (!(await changePassword(user.id, value.currentPassword, value.password, request)))
        return fail(400, CURRENT_PASSWORD_WRONG, "currentPassword");
      return backToProfile("Password updated", "You were signed out on your other devices.");
    },
  }),
  "sign-out-everywhere": formAction({
    ...profileForm,
    schema: SignOutEverywhereSchema,
    async run({ user }) {
      await destroyAllSessions(user.id);
      return succeed({
        redirectTo: "/signin",
        headers: { "Set-Cookie": await clearSessionCookie() },
        toast: { title: "Signed out everywhere", description: "You have been signed out on all devices.", type: "success" },
      });
    },
  }),
} satisfies Record<Intent, unknown>);

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage data={loaderData} actionData={actionData} />;
}
