import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { count, eq } from "drizzle-orm";
import { Form, useNavigation } from "react-router";
import { changePassword, updateAvatar, updateNames } from "~/auth/accounts.server";
import { Field, FormAlert, inputClass } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { requireUser } from "~/auth/guards.server";
import { listPasskeys } from "~/auth/passkeys/passkeys.server";
import { PasskeysSection } from "~/auth/passkeys/passkeys-section";
import { PASSKEYS_SECTION_DESCRIPTION } from "~/auth/passkeys/texts";
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
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { secondFactorsOf } from "~/auth/factors.server";
import { TwoFactorSection } from "~/auth/two-factor-forms";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { AvatarField } from "~/media/avatar-field";
import { finishedUploadUrl, storeImageFromForm, UploadError } from "~/media/uploads.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  // The account page opens before the factor is proven: a first passkey is added here.
  const user = await requireUser(request, { anyAal: true });
  const devices = await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)).get();
  // Issue 38 item 3: whether the authenticator app is on, and this session's assurance level.
  const factors = await secondFactorsOf(user.id);
  return {
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      username: user.username,
      avatarUrl: user.avatarUrl,
      role: user.role,
      isDemo: user.isDemo,
      emailVerified: Boolean(user.emailVerifiedAt),
    },
    sessionCount: devices?.n ?? 1,
    // Passkeys (issue 38 item 2): the list, and whether this session has proven a second factor.
    passkeys: await listPasskeys(user.id),
    aal: user.aal,
    twoFactor: { on: factors.totp, aal: user.aal, required: user.role === "admin" || user.role === "provider" },
  };
}

type Intent = "update-names" | "update-avatar" | "remove-avatar" | "change-password" | "sign-out-everywhere";

// The demo account is shared by everyone who tries the product: it stays as seeded.
const profileForm = {
  who: "user",
  demo: { refuse: DEMO_READ_ONLY },
  page: true,
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

export const action = formActions({
  "update-names": formAction({
    ...profileForm,
    schema: ProfileNamesSchema,
    async run({ user, value }) {
      await updateNames(user.id, value.firstName, value.lastName);
      return succeed({
        redirectTo: "/profile",
        toast: { title: "Profile updated", description: "Your name has been saved.", type: "success" },
      });
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
      return succeed({ redirectTo: "/profile", toast: { title: "Profile photo updated", type: "success" } });
    },
  }),
  "remove-avatar": formAction({
    ...profileForm,
    schema: RemoveAvatarSchema,
    async run({ user }) {
      await updateAvatar(user.id, null);
      return succeed({ redirectTo: "/profile", toast: { title: "Profile photo removed", type: "success" } });
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
      return succeed({
        redirectTo: "/profile",
        toast: { title: "Password updated", description: "You were signed out on your other devices.", type: "success" },
      });
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

type ActionData = Route.ComponentProps["actionData"];
type LastResult = SubmissionResult<string[]> | undefined;

function resultFor(actionData: ActionData, ...intents: Intent[]): LastResult {
  return actionData?.intent && (intents as readonly string[]).includes(actionData.intent) ? actionData.result : undefined;
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const slug = title.replace(/\W+/g, "-").toLowerCase();
  return (
    // The id lets other pages link to a section (/two-factor/setup links to #passkeys).
    <section
      id={slug}
      className="scroll-mt-24 rounded-2xl border border-gray-100 bg-white p-6 shadow-sm"
      aria-labelledby={`${slug}-heading`}
    >
      <h2 id={`${slug}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const secondaryButton = "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessionCount } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // Failures of the button-only forms (and of an unknown intent) show above the sections.
  const generalErrors =
    actionData && !["update-names", "update-avatar", "change-password"].includes(actionData.intent ?? "") ? actionData.result : undefined;
  const readOnly = user.isDemo;

  const [namesForm, names] = useForm({
    id: "profile-names",
    lastResult: resultFor(actionData, "update-names"),
    defaultValue: { firstName: user.firstName, lastName: user.lastName },
    ...formSchema(ProfileNamesSchema),
  });
  const [avatarForm, avatar] = useForm({
    id: "profile-avatar",
    lastResult: resultFor(actionData, "update-avatar"),
    ...formSchema(ProfileAvatarSchema),
  });
  const [passwordForm, password] = useForm({
    id: "profile-password",
    lastResult: resultFor(actionData, "change-password"),
    ...formSchema(ChangePasswordSchema),
  });

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header className="flex items-center gap-4">
          {user.avatarUrl ? (
            <img
              src={user.avatarUrl}
              alt=""
              data-testid="profile-avatar"
              className="h-20 w-20 shrink-0 rounded-full object-cover ring-4 ring-white shadow"
            />
          ) : (
            <span
              className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-semibold text-brand-700 ring-4 ring-white shadow"
              aria-hidden="true"
            >
              {user.email.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 wrap-anywhere">
            <h1 className="text-3xl font-bold tracking-tight">
              {user.firstName} {user.lastName}
            </h1>
            <p className="text-gray-600">
              @{user.username} · <span className="capitalize">{user.role}</span>
            </p>
          </div>
        </header>

        {readOnly && (
          <FormAlert
            title="Demo account"
            tone="info"
            messages={["This is the shared demo account: its profile, password and sessions can't be changed."]}
          />
        )}
        {generalErrors && generalErrors.status === "error" && (
          <FormAlert
            title="Error"
            messages={Object.values(generalErrors.error ?? {})
              .flat()
              .filter((e): e is string => Boolean(e))}
          />
        )}

        <Section title="Personal information">
          <Form method="post" className="space-y-4" {...getFormProps(namesForm)}>
            <input type="hidden" name="intent" value="update-names" />
            <FormAlert title="Could not save" messages={namesForm.errors} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" field={names.firstName}>
                <input
                  {...getInputProps(names.firstName, { type: "text" })}
                  autoComplete="given-name"
                  className={inputClass}
                  disabled={readOnly}
                />
              </Field>
              <Field label="Last name" field={names.lastName}>
                <input
                  {...getInputProps(names.lastName, { type: "text" })}
                  autoComplete="family-name"
                  className={inputClass}
                  disabled={readOnly}
                />
              </Field>
            </div>
            <div>
              <span className="block text-sm font-medium">Email</span>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-gray-800 wrap-anywhere" data-testid="profile-email">
                {user.email}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.emailVerified ? "bg-emerald-50 text-emerald-700" : "bg-amber-50 text-amber-700"}`}
                >
                  {user.emailVerified ? "Verified" : "Not verified"}
                </span>
              </p>
            </div>
            <button type="submit" className={secondaryButton} disabled={readOnly || busyIntent === "update-names"}>
              Save changes
            </button>
          </Form>
        </Section>

        <Section title="Profile photo" description="Your photo is resized in your browser before it is uploaded.">
          <Form method="post" encType="multipart/form-data" className="space-y-4" {...getFormProps(avatarForm)}>
            <input type="hidden" name="intent" value="update-avatar" />
            <FormAlert title="Could not save" messages={avatarForm.errors} />
            <AvatarField
              label="Profile photo"
              currentUrl={user.avatarUrl}
              fallbackText={user.email.slice(0, 1).toUpperCase()}
              errors={avatar.photo.errors ?? avatar.avatarUploadId.errors}
              errorId={avatar.photo.errorId}
            />
            <button type="submit" className={secondaryButton} disabled={readOnly || busyIntent === "update-avatar"}>
              Save photo
            </button>
          </Form>
          {user.avatarUrl && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="remove-avatar" />
              <button
                type="submit"
                className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold hover:border-brand-500 disabled:opacity-60"
                disabled={readOnly}
              >
                Remove photo
              </button>
            </Form>
          )}
        </Section>

        <Section title="Change password" description="Changing your password signs you out on your other devices.">
          <Form method="post" className="space-y-4" {...getFormProps(passwordForm)}>
            <input type="hidden" name="intent" value="change-password" />
            <FormAlert title="Could not change password" messages={passwordForm.errors} />
            <Field label="Current password" field={password.currentPassword}>
              <input
                {...getInputProps(password.currentPassword, { type: "password" })}
                autoComplete="current-password"
                className={inputClass}
                disabled={readOnly}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="New password" field={password.password}>
                <input
                  {...getInputProps(password.password, { type: "password" })}
                  autoComplete="new-password"
                  className={inputClass}
                  disabled={readOnly}
                />
              </Field>
              <Field label="Confirm new password" field={password.confirmPassword}>
                <input
                  {...getInputProps(password.confirmPassword, { type: "password" })}
                  autoComplete="new-password"
                  className={inputClass}
                  disabled={readOnly}
                />
              </Field>
            </div>
            <button type="submit" className={secondaryButton} disabled={readOnly || busyIntent === "change-password"}>
              Update password
            </button>
          </Form>
        </Section>

        <Section title="Passkeys" description={PASSKEYS_SECTION_DESCRIPTION}>
          <PasskeysSection passkeys={loaderData.passkeys} aal={loaderData.aal} readOnly={readOnly} />
        </Section>

        <Section title="Devices" description={`You are signed in on ${sessionCount} ${sessionCount === 1 ? "device" : "devices"}.`}>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <button
              type="submit"
              className="rounded-full border border-red-200 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
              disabled={readOnly}
            >
              Sign out of all devices
            </button>
          </Form>
        </Section>

        {!user.isDemo && <TwoFactorSection {...loaderData.twoFactor} />}
      </div>
    </main>
  );
}
