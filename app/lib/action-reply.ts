/**
 * The one shape every action answers with data (app/http/action.server.ts), read by the form kit
 * in the browser. `result` is conform's submission result (field and form errors, the values to
 * keep); `toast` is what the page may show; the rest is what the action adds for its page.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "./client-toast";

/** The toast a reply carries: the one toast shape the browser shows. */
export type ReplyToast = ToastMessage;

export type ActionReply<Extra extends object = object> = {
  ok: boolean;
  /** Which of a page's forms this answers, when it has several. */
  intent?: string;
  result: SubmissionResult<string[]>;
  toast?: ReplyToast;
  /** Set when the session has ended: where to sign in and come back. */
  signIn?: string;
} & Partial<Extra>;

/** A hydrated fetcher form sends this field; the action then answers with data, never a redirect back. */
export const FETCHER_FIELD = "_client";

/** The reply meant for the form `intent`, if `reply` is one. */
export function replyFor<R extends { intent?: string }>(reply: R | undefined, intent: string): R | undefined {
  return reply?.intent === intent ? reply : undefined;
}

/** The first message of a failed reply: a form-level error, else the first field's. */
export function firstMessage(reply: Pick<ActionReply, "result">): string | undefined {
  const errors = reply.result.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages?.length)?.[0] ?? undefined;
}

/**
 * A review page's `shouldRevalidate`: an action that answers 404 or 409 (the row was reviewed or
 * removed in another tab) reloads the page's data, so the row shows its real state at once.
 * (React Router reloads nothing after a 4xx answer by default.)
 */
export function revalidateOnConflict({
  actionStatus,
  defaultShouldRevalidate,
}: {
  actionStatus?: number;
  defaultShouldRevalidate: boolean;
}) {
  return actionStatus === 404 || actionStatus === 409 || defaultShouldRevalidate;
}
