import { redirect } from "react-router";
import { destroySession } from "~/auth/session.server";
import type { Route } from "./+types/signout";

/** Sign out ends the session on the server; the cookie is cleared even if the delete fails. */
export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await destroySession(request) } });
}

export function loader() {
  return redirect("/");
}
