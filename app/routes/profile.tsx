import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { count, eq } from "drizzle-orm";
import { data, Form, useNavigation } from "react-router";
import { changePassword, updateAvatar, updateNames } from "~/auth/accounts.server";
import { FieldError, FormAlert, inputClass } from "~/auth/form-ui";
import { requireUser } from "~/auth/guards.server";
import { checkLimits, tooManyAttemptsMessage } from "~/auth/limits.server";
import { AVATAR_TOO_LARGE, ChangePasswordSchema, CURRENT_PASSWORD_WRONG, DEMO_READ_ONLY, MAX_AVATAR_BYTES, ProfileAvatarSchema, ProfileNamesSchema } from "~/auth/schemas";
import { clearSessionCookie, destroyAllSessions } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { redirectWithToast } from "~/lib/toast.server";
import { AvatarField } from "~/media/avatar-field";
import { finishedUploadUrl, storeImageFromForm, UploadError } from "~/media/uploads.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile | TruSelf" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const devices = await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)).get();
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
  };
}

const INTENTS = ["update-names", "update-avatar", "remove-avatar", "change-password", "sign-out-everywhere"] as const;
type Intent = (typeof INTENTS)[number];

function failure(intent: Intent, result: object, status: number, headers?: HeadersInit) {
  return data({ intent, result }, { status, headers });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_AVATAR_BYTES + 256 * 1024) {
    return failure("update-avatar", { status: "error", error: { photo: [AVATAR_TOO_LARGE] } }, 400);
  }
  const formData = await request.formData();
  const intent = INTENTS.find((i) => i === formData.get("intent"));
  if (!intent) return failure("update-names", { status: "error", error: { "": ["Unknown action."] } }, 400);
  // The demo account is shared by everyone who tries the product: it stays as seeded.
  if (user.isDemo) return failure(intent, { status: "error", error: { "": [DEMO_READ_ONLY] } }, 403);

  switch (intent) {
    case "update-names": {
      const submission = parseWithZod(formData, { schema: ProfileNamesSchema });
      if (submission.status !== "success") return failure(intent, submission.reply(), 400);
      await updateNames(user.id, submission.value.firstName, submission.value.lastName);
      return redirectWithToast("/profile", { title: "Profile updated", description: "Your name has been saved.", type: "success" });
    }
    case "update-avatar": {
      const submission = parseWithZod(formData, { schema: ProfileAvatarSchema });
      if (submission.status !== "success") return failure(intent, submission.reply(), 400);
      const { photo, avatarUploadId } = submission.value;
      if (!photo && !avatarUploadId) return failure(intent, submission.reply({ fieldErrors: { photo: ["Please choose a photo."] } }), 400);
      try {
        const url = photo ? (await storeImageFromForm(photo, "avatar", user.id)).url : await finishedUploadUrl(avatarUploadId!, "avatar", user.id);
        await updateAvatar(user.id, url);
      } catch (error) {
        if (!(error instanceof UploadError)) throw error;
        return failure(intent, submission.reply({ fieldErrors: { photo: [error.message] } }), 400);
      }
      return redirectWithToast("/profile", { title: "Profile photo updated", type: "success" });
    }
    case "remove-avatar": {
      await updateAvatar(user.id, null);
      return redirectWithToast("/profile", { title: "Profile photo removed", type: "success" });
    }
    case "change-password": {
      const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
      const hidden = { hideFields: ["currentPassword", "password", "confirmPassword"] };
      if (submission.status !== "success") return failure(intent, submission.reply(hidden), 400);
      const limited = await checkLimits([["passwordChangePerAccount", user.id]]);
      if (limited) {
        return failure(intent, submission.reply({ formErrors: [tooManyAttemptsMessage(limited.retryAfterSeconds)], ...hidden }), 429, { "Retry-After": String(limited.retryAfterSeconds) });
      }
      const changed = await changePassword(user.id, submission.value.currentPassword, submission.value.password, request);
      if (!changed) return failure(intent, submission.reply({ fieldErrors: { currentPassword: [CURRENT_PASSWORD_WRONG] }, ...hidden }), 400);
      return redirectWithToast("/profile", { title: "Password updated", description: "You were signed out on your other devices.", type: "success" });
    }
    case "sign-out-everywhere": {
      await destroyAllSessions(user.id);
      return redirectWithToast(
        "/signin",
        { title: "Signed out everywhere", description: "You have been signed out on all devices.", type: "success" },
        { headers: { "Set-Cookie": clearSessionCookie() } },
      );
    }
  }
}

type ActionData = Route.ComponentProps["actionData"];
type LastResult = SubmissionResult<string[]> | undefined;

function resultFor(actionData: ActionData, ...intents: Intent[]): LastResult {
  return actionData && intents.includes(actionData.intent) ? actionData.result : undefined;
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm" aria-labelledby={`${title.replace(/\W+/g, "-").toLowerCase()}-heading`}>
      <h2 id={`${title.replace(/\W+/g, "-").toLowerCase()}-heading`} className="text-lg font-semibold">{title}</h2>
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
  const generalErrors = actionData && !["update-names", "update-avatar", "change-password"].includes(actionData.intent) ? resultFor(actionData, actionData.intent) : undefined;
  const readOnly = user.isDemo;

  const [namesForm, names] = useForm({
    id: "profile-names",
    lastResult: resultFor(actionData, "update-names"),
    defaultValue: { firstName: user.firstName, lastName: user.lastName },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileNamesSchema }),
    shouldValidate: "onBlur",
  });
  const [avatarForm, avatar] = useForm({
    id: "profile-avatar",
    lastResult: resultFor(actionData, "update-avatar"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileAvatarSchema }),
    shouldValidate: "onSubmit",
  });
  const [passwordForm, password] = useForm({
    id: "profile-password",
    lastResult: resultFor(actionData, "change-password"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-3xl space-y-6">
        <header className="flex items-center gap-4">
          {user.avatarUrl ? (
            <img src={user.avatarUrl} alt="" data-testid="profile-avatar" className="h-20 w-20 rounded-full object-cover ring-4 ring-white shadow" />
          ) : (
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-3xl font-semibold text-brand-700 ring-4 ring-white shadow" aria-hidden="true">
              {user.email.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{user.firstName} {user.lastName}</h1>
            <p className="text-gray-600">@{user.username} · <span className="capitalize">{user.role}</span></p>
          </div>
        </header>

        {readOnly && <FormAlert title="Demo account" tone="info" messages={["This is the shared demo account: its profile, password and sessions can't be changed."]} />}
        {generalErrors && generalErrors.status === "error" && <FormAlert title="Error" messages={Object.values(generalErrors.error ?? {}).flat().filter((e): e is string => Boolean(e))} />}

        <Section title="Personal information">
          <Form method="post" className="space-y-4" {...getFormProps(namesForm)}>
            <input type="hidden" name="intent" value="update-names" />
            <FormAlert title="Could not save" messages={namesForm.errors} />
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={names.firstName.id} className="block text-sm font-medium">First name</label>
                <input {...getInputProps(names.firstName, { type: "text" })} autoComplete="given-name" className={inputClass} disabled={readOnly} />
                <FieldError id={names.firstName.errorId} errors={names.firstName.errors} />
              </div>
              <div>
                <label htmlFor={names.lastName.id} className="block text-sm font-medium">Last name</label>
                <input {...getInputProps(names.lastName, { type: "text" })} autoComplete="family-name" className={inputClass} disabled={readOnly} />
                <FieldError id={names.lastName.errorId} errors={names.lastName.errors} />
              </div>
            </div>
            <div>
              <span className="block text-sm font-medium">Email</span>
              <p className="mt-1 flex items-center gap-2 text-gray-800" data-testid="profile-email">
                {user.email}
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.emailVerified ? "bg-emerald-50 text-emerald-700" : "bg-amber-50 text-amber-700"}`}>
                  {user.emailVerified ? "Verified" : "Not verified"}
                </span>
              </p>
            </div>
            <button type="submit" className={secondaryButton} disabled={readOnly || busyIntent === "update-names"}>Save changes</button>
          </Form>
        </Section>

        <Section title="Profile photo" description="Your photo is resized in your browser before it is uploaded.">
          <Form method="post" encType="multipart/form-data" className="space-y-4" {...getFormProps(avatarForm)}>
            <input type="hidden" name="intent" value="update-avatar" />
            <FormAlert title="Could not save" messages={avatarForm.errors} />
            <AvatarField label="Profile photo" currentUrl={user.avatarUrl} fallbackText={user.email.slice(0, 1).toUpperCase()} errors={avatar.photo.errors ?? avatar.avatarUploadId.errors} errorId={avatar.photo.errorId} />
            <button type="submit" className={secondaryButton} disabled={readOnly || busyIntent === "update-avatar"}>Save photo</button>
          </Form>
          {user.avatarUrl && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="remove-avatar" />
              <button type="submit" className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold hover:border-brand-500 disabled:opacity-60" disabled={readOnly}>
                Remove photo
              </button>
            </Form>
          )}
        </Section>

        <Section title="Change password" description="Changing your password signs you out on your other devices.">
          <Form method="post" className="space-y-4" {...getFormProps(passwordForm)}>
            <input type="hidden" name="intent" value="change-password" />
            <FormAlert title="Could not change password" messages={passwordForm.errors} />
            <div>
              <label htmlFor={password.currentPassword.id} className="block text-sm font-medium">Current password</label>
              <input {...getInputProps(password.currentPassword, { type: "password" })} autoComplete="current-password" className={inputClass} disabled={readOnly} />
              <FieldError id={password.currentPassword.errorId} errors={password.currentPassword.errors} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={password.password.id} className="block text-sm font-medium">New password</label>
                <input {...getInputProps(password.password, { type: "password" })} autoComplete="new-password" className={inputClass} disabled={readOnly} />
                <FieldError id={password.password.errorId} errors={password.password.errors} />
              </div>
              <div>
                <label htmlFor={password.confirmPassword.id} className="block text-sm font-medium">Confirm new password</label>
                <input {...getInputProps(password.confirmPassword, { type: "password" })} autoComplete="new-password" className={inputClass} disabled={readOnly} />
                <FieldError id={password.confirmPassword.errorId} errors={password.confirmPassword.errors} />
              </div>
            </div>
            <button type="submit" className={secondaryButton} disabled={readOnly || busyIntent === "change-password"}>Update password</button>
          </Form>
        </Section>

        <Section title="Devices" description={`You are signed in on ${sessionCount} ${sessionCount === 1 ? "device" : "devices"}.`}>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <button type="submit" className="rounded-full border border-red-200 px-5 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60" disabled={readOnly}>
              Sign out of all devices
            </button>
          </Form>
        </Section>
      </div>
    </main>
  );
}
