import { redirect } from "react-router";
import { SignOutSchema } from "~/auth/schemas";
import { destroySession } from "~/auth/session.server";
import { formAction, succeed } from "~/http/action.server";

/** Sign out ends the session on the server; the cookie is cleared even if the delete fails. */
export const action = formAction({
  who: "anyone",
  // Ending a session is never refused for want of a factor (issue 43).
  factor: "any",
  demo: "allow",
  schema: SignOutSchema,
  unexpected: "Sign out failed. Please try again.",
  async run({ request }) {
    return succeed({ redirectTo: "/", headers: { "Set-Cookie": await destroySession(request) } });
  },
});

export function loader() {
  return redirect("/");
}
