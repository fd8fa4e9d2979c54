import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { getUser } from "~/auth/guards.server";
import { joinWaitlist } from "~/community/community.server";
import { WAITLIST_FAILED, WaitlistSchema } from "~/community/schemas";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { reply } from "~/lib/action-response.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/community.waitlist";

const PAGE = "/community#waitlist";

/** POST /community/waitlist (spec 000 waitlist dialog). Guests are sent to sign up. */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  const user = await getUser(request);
  // A redirect even for fetchers: the guest's next step is the sign-up page.
  if (!user) return redirectWithToast("/signup", { title: "Sign up required", description: "Please create an account to join the community waitlist.", type: "info" }, { status: 303 });
  if (user.isDemo) return reply(request, formData, { status: 403, redirectTo: PAGE, toast: { title: "Demo account", description: DEMO_WRITE_REFUSED, type: "info" } });
  const submission = parseWithZod(formData ?? new FormData(), { schema: WaitlistSchema });
  if (submission.status !== "success") {
    const description = submission.error?.name?.[0] ?? submission.error?.email?.[0] ?? WAITLIST_FAILED;
    return reply(request, formData, { status: 400, redirectTo: PAGE, toast: { title: "Error", description, type: "error" }, body: { submission: submission.reply() } });
  }
  try {
    const result = await joinWaitlist(user.id, submission.value);
    if (result === "already") {
      return reply(request, formData, { status: 200, redirectTo: PAGE, toast: { title: "Already on waitlist", description: "You're already on the community waitlist!", type: "info" }, body: { joined: true } });
    }
    return reply(request, formData, { status: 200, redirectTo: PAGE, toast: { title: "You're on the list!", description: "We'll e-mail you when the TruSelf community opens.", type: "success" }, body: { joined: true } });
  } catch (error) {
    console.error("waitlist join failed", error);
    return reply(request, formData, { status: 500, redirectTo: PAGE, toast: { title: "Error", description: WAITLIST_FAILED, type: "error" } });
  }
}

export function loader() {
  return redirect(PAGE);
}
