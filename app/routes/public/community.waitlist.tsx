import { redirect } from "react-router";
import { joinWaitlist } from "~/community/community.server";
import { WAITLIST_FAILED, WaitlistSchema } from "~/community/schemas";
import { WAITLIST_DIALOG, waitlistDraftHeaders } from "~/community/waitlist-draft.server";
import { formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import type { Route } from "./+types/community.waitlist";

const PAGE = "/community#waitlist";

/** POST /community/waitlist (requirements 000, waitlist dialog). Guests are sent to sign up. */
export const action = formAction({
  who: "user",
  schema: WaitlistSchema,
  unexpected: WAITLIST_FAILED,
  back: () => PAGE,
  // Without JavaScript a refused post reopens the dialog with what was typed.
  failureBack: () => WAITLIST_DIALOG,
  keepDraft: (formData) => waitlistDraftHeaders(formData),
  // A redirect even for fetchers: the guest's next step is the sign-up page.
  signIn: {
    to: "/signup",
    evenForFetchers: true,
    toast: { title: "Sign up required", description: "Please create an account to join the community waitlist.", type: "info" },
  },
  async run({ user, value }) {
    const result = await joinWaitlist(user.id, value);
    const toast =
      result === "already"
        ? ({ title: "Already on waitlist", description: "You're already on the community waitlist!", type: "info" } as const)
        : ({ title: "You're on the list!", description: "We'll e-mail you when the TruSelf community opens.", type: "success" } as const);
    return succeed({ toast, extra: { joined: true } });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, WAITLIST_FAILED);

export function loader() {
  return redirect(PAGE);
}
