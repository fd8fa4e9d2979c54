import { getUser } from "~/auth/guards.server";
import { FACEBOOK_GROUP_URL, type GroupJoinState } from "~/community/community-config";
import { acceptGroupTerms } from "~/community/community.server";
import { GROUP_JOIN_FAILED, GroupJoinSchema } from "~/community/schemas";
import { formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import type { Route } from "./+types/community.group";

/** GET /community/group: what the group-join dialog needs, loaded when it opens. */
export async function loader({ request }: Route.LoaderArgs): Promise<GroupJoinState> {
  const user = await getUser(request);
  if (!user) return { signedIn: false, isDemo: false, accepted: false, name: "", email: "", userId: null };
  return {
    signedIn: true,
    isDemo: user.isDemo,
    accepted: user.groupTermsAcceptedAt !== null,
    userId: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
  };
}

/** POST /community/group: stores the terms acceptance, then sends the user to the external group. */
export const action = formAction({
  who: "user",
  schema: GroupJoinSchema,
  unexpected: GROUP_JOIN_FAILED,
  back: () => "/community?join=group",
  signIn: {
    to: "/signup",
    evenForFetchers: true,
    toast: {
      title: "Sign up required",
      description: "You must sign up or sign in to Truself before joining the Facebook group.",
      type: "info",
    },
  },
  async run({ user }) {
    await acceptGroupTerms(user.id);
    return succeed({
      toast: { title: "Welcome to the group!", type: "success" },
      extra: { redirectUrl: FACEBOOK_GROUP_URL },
      document: thankYouPage(),
    });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, GROUP_JOIN_FAILED);

/** Without JavaScript: the requirements' thank-you text, then a 1 s refresh to the group. */
function thankYouPage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="1;url=${FACEBOOK_GROUP_URL}"><title>Joining the TruSelf group</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><p>Thank you! Redirecting you to the Facebook group now...</p><p><a href="${FACEBOOK_GROUP_URL}">Continue to the Facebook group</a></p></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
