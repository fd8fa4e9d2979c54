import { requireRole } from "~/auth/guards.server";
import { ErrorPage } from "~/components/error-page";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/not-found";

/** Any other /admin/* path: the role check first (guests sign in, others get 403), then a 404 for admins. */
export async function loader({ request }: Route.LoaderArgs): Promise<never> {
  await requireRole(request, "admin");
  notFound({
    heading: "Page not found",
    message: "This admin page does not exist.",
    back: { href: "/admin", label: "Back to the Admin Console" },
  });
}

/** Never rendered (the loader always throws). */
export default function AdminNotFound() {
  return <ErrorPage status={404} />;
}
