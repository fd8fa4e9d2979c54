/** Newsletter subscriptions in D1: honeypot, per-IP limit, validation, then one idempotent insert. */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { clientIp, consumeRateLimit } from "~/lib/rate-limit.server";
import { newId } from "~/lib/ids";
import {
  NEWSLETTER_DUPLICATE,
  NEWSLETTER_FAILURE,
  NEWSLETTER_HONEYPOT,
  NEWSLETTER_RATE_LIMITED,
  NEWSLETTER_SUCCESS,
  NewsletterSchema,
} from "./schemas";

/** Per IP: generous for people, useless for a script filling the table. */
export const NEWSLETTER_RATE_LIMIT = { limit: 10, windowSeconds: 15 * 60 };

export type NewsletterOutcome = { kind: "success" | "duplicate"; title: string; description: string };
export type NewsletterActionData = { intent: "newsletter"; reply: SubmissionResult<string[]>; outcome?: NewsletterOutcome };

/** Stores the (already normalised) address; "duplicate" when it is already on the list. */
export async function subscribeToNewsletter(email: string): Promise<"subscribed" | "duplicate"> {
  const row = await env.DB.prepare("INSERT INTO newsletter_subscribers (id, email) VALUES (?, ?) ON CONFLICT (email) DO NOTHING RETURNING id")
    .bind(newId(), email)
    .first<{ id: string }>();
  return row ? "subscribed" : "duplicate";
}

export async function handleNewsletterSubmission(request: Request, formData: FormData) {
  const respond = (body: Omit<NewsletterActionData, "intent">, status: number) => data<NewsletterActionData>({ intent: "newsletter", ...body }, { status });

  const limit = await consumeRateLimit(`newsletter:ip:${clientIp(request)}`, NEWSLETTER_RATE_LIMIT.limit, NEWSLETTER_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) {
    const submission = parseWithZod(formData, { schema: NewsletterSchema });
    return data<NewsletterActionData>(
      { intent: "newsletter", reply: submission.reply({ formErrors: [NEWSLETTER_RATE_LIMITED] }) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  const honeypot = formData.get(NEWSLETTER_HONEYPOT);
  if (typeof honeypot === "string" && honeypot !== "") {
    return respond({ reply: submission.reply({ formErrors: [NEWSLETTER_FAILURE] }) }, 400);
  }
  if (submission.status !== "success") return respond({ reply: submission.reply() }, 400);

  try {
    const result = await subscribeToNewsletter(submission.value.email);
    if (result === "duplicate") {
      return respond({ reply: submission.reply(), outcome: { kind: "duplicate", ...NEWSLETTER_DUPLICATE } }, 409);
    }
    return respond({ reply: submission.reply({ resetForm: true }), outcome: { kind: "success", ...NEWSLETTER_SUCCESS } }, 200);
  } catch (error) {
    console.error("newsletter subscribe failed", error);
    return respond({ reply: submission.reply({ formErrors: [NEWSLETTER_FAILURE] }) }, 500);
  }
}
