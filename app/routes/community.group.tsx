import { parseWithZod } from "@conform-to/zod/v4";
import { getUser } from "~/auth/guards.server";
import { FACEBOOK_GROUP_URL, type GroupJoinState } from "~/community/community-config";
import { acceptGroupTerms } from "~/community/community.server";
import { GroupJoinSchema } from "~/community/schemas";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { isFetcherSubmission, reply } from "~/lib/action-response.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/community.group";

/** GET /community/group: what the group-join dialog needs, loaded when it opens. */
export async function loader({ request }: Route.LoaderArgs): Promise<GroupJoinState> {
  const user = await getUser(request);
  if (!user) return { signedIn: false, isDemo: false, accepted: false, name: "", email: "", userId: null };
  return {
    signedIn: true, isDemo: user.isDemo, accepted: user.groupTermsAcceptedAt !== null, userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(), email: user.email,
  };
}

/** POST /community/group: stores the terms acceptance, then sends the user to the external group. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  const user = await getUser(request);
  if (!user) {
    return redirectWithToast("/signup", { title: "Sign up required", description: "You must sign up or sign in to Truself before joining the Facebook group.", type: "info" }, { status: 303 });
  }
  if (user.isDemo) return reply(request, formData, { status: 403, redirectTo: "/community?join=group", toast: { title: "Demo account", description: DEMO_WRITE_REFUSED, type: "info" } });
  const submission = parseWithZod(formData ?? new FormData(), { schema: GroupJoinSchema });
  if (submission.status !== "success") {
    const description = submission.error?.name?.[0] ?? submission.error?.email?.[0] ?? submission.error?.acceptTerms?.[0] ?? "Please check the form.";
    return reply(request, formData, { status: 400, redirectTo: "/community?join=group", toast: { title: "Error", description, type: "error" }, body: { submission: submission.reply() } });
  }
  await acceptGroupTerms(user.id);
  if (isFetcherSubmission(formData)) return reply(request, formData, { status: 200, toast: { title: "Welcome to the group!", type: "success" }, body: { redirectUrl: FACEBOOK_GROUP_URL } });
  return thankYouPage();
}

/** Without JavaScript: the requirements' thank-you text, then a 1 s refresh to the group. */
function thankYouPage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="1;url=${FACEBOOK_GROUP_URL}"><title>Joining the TruSelf group</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><p>Thank you! Redirecting you to the Facebook group now...</p><p><a href="${FACEBOOK_GROUP_URL}">Continue to the Facebook group</a></p></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
