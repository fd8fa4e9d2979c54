import { Form, Link, useNavigation } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { FormAlert, SubmitButton } from "~/components/ui/form";
import { fail, formAction, succeed } from "~/http/action.server";
import { firstMessage } from "~/lib/action-reply";
import { INVITE_ACCEPTED, INVITE_NOT_FOUND } from "~/practice/claims-messages";
import { AcceptInviteSchema } from "~/practice/claims-schemas";
import { acceptInvite, inviteByToken, joinRefusal } from "~/practice/claims-team.server";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => [{ title: "Join a practice | TruSelf" }, { name: "robots", content: "noindex" }];

// The link carries its token: never send it on to another site.
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "no-referrer" });

/** An invitation to a practice's team (issue 34 item 2): sign in (or sign up) with the invited address, then accept (issue 43 finding 11). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await inviteByToken(token);
  return { token, practice: found?.practice ?? null, refusal: found ? joinRefusal(user, found.email) : null, email: user.email };
}

export const action = formAction({
  who: "user",
  page: true,
  schema: AcceptInviteSchema,
  unexpected: "We couldn't accept the invitation. Please try again.",
  async run({ user, value }) {
    const accepted = await acceptInvite(user, value.token);
    if (!accepted.ok) return fail(accepted.status, accepted.message);
    return succeed({
      redirectTo: "/provider/settings",
      toast: { title: "Welcome to the team", description: INVITE_ACCEPTED(accepted.practice), type: "success" },
    });
  },
});

export default function ProviderInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { token, practice, refusal, email } = loaderData;
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? firstMessage(actionData) : undefined;
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-xl space-y-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm wrap-anywhere">
        <h1 className="text-2xl font-bold">Join a practice</h1>
        {!practice ? (
          <FormAlert messages={[INVITE_NOT_FOUND]} />
        ) : (
          <>
            <p className="text-gray-700">
              You were invited to join the team of <strong>{practice}</strong> on TruSelf. You're signed in as {email}.
            </p>
            {refusal ? (
              <FormAlert tone="info" messages={[refusal]} />
            ) : (
              <Form method="post" className="space-y-4">
                <input type="hidden" name="token" value={token} />
                <FormAlert title="Could not join" messages={failure ? [failure] : null} />
                <SubmitButton busy={navigation.state === "submitting"} busyText="Joining...">
                  Accept the invitation
                </SubmitButton>
              </Form>
            )}
          </>
        )}
        <Link to="/dashboard" className="inline-block text-sm font-semibold text-brand-600 hover:underline">
          Back to your dashboard
        </Link>
      </div>
    </main>
  );
}
