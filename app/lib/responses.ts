import { data } from "react-router";

/** What a 404 page says about the thing that was not found; the root error boundary renders it. */
export type NotFoundPage = { heading: string; message?: string; back?: { href: string; label: string } };

/**
 * Throws a response when `condition` is falsy (the Epic Stack's `invariantResponse`): loaders throw
 * instead of returning error bodies, so one error boundary (app/root.tsx) renders every status.
 */
export function invariantResponse(condition: unknown, body: NotFoundPage | { message: string } | null, init: ResponseInit = { status: 400 }): asserts condition {
  if (!condition) throw data(body, init);
}

export function notFound(page: NotFoundPage | null = null): never {
  throw data(page, { status: 404 });
}
