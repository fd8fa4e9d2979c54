import { data } from "react-router";

/** What a 404 page says about the thing that was not found; the root error boundary renders it. */
export type NotFoundPage = { heading: string; message?: string; back?: { href: string; label: string } };

/**
 * Throws the 404 (the Epic Stack's `invariantResponse(x, ..., { status: 404 })`): loaders throw
 * instead of returning error bodies, so the one error boundary in app/root.tsx renders every status.
 */
export function notFound(page: NotFoundPage | null = null): never {
  throw data(page, { status: 404 });
}
