import { notFound } from "~/lib/responses";
import { ErrorPage } from "~/components/error-page";

/** Every path no other route matches: a 404 the root error boundary renders. */
export function loader(): never {
  notFound();
}

/** Never rendered (the loader always throws); a route needs a component to be a page, not a resource. */
export default function NotFound() {
  return <ErrorPage status={404} />;
}
