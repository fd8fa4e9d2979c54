/**
 * E-mail delivery behind one interface. Locally and in tests every message lands in the
 * `email_outbox` table (read at /dev/outbox); in production an HTTP e-mail API delivers it
 * (Resend-compatible JSON: POST {from, to, subject, text, html} with a Bearer key).
 */
import { env } from "cloudflare:workers";
import { z } from "zod";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { appConfig } from "~/lib/env.server";
import { newId } from "~/lib/ids";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (verify_email, reset_password, ...), kept with outbox rows. */
  kind: string;
};

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Stores the message instead of sending it: local development and tests. */
export class OutboxEmailSender implements EmailSender {
  async send(message: EmailMessage): Promise<void> {
    await db()
      .insert(emailOutbox)
      .values({ id: newId(), ...message, sentAt: new Date() });
  }
}

export class EmailDeliveryError extends Error {}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export class HttpEmailSender implements EmailSender {
  constructor(private readonly options: { url: string; apiKey: string; from: string; fetch?: FetchLike }) {}

  async send(message: EmailMessage): Promise<void> {
    const doFetch = this.options.fetch ?? ((input, init) => fetch(input, init));
    const response = await doFetch(this.options.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${this.options.apiKey}` },
      body: JSON.stringify({ from: this.options.from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new EmailDeliveryError(`E-mail API answered ${response.status} for a ${message.kind} message`);
    }
  }
}

const deliverySchema = z.object({
  EMAIL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
});

/** The sender for the running environment. Production without an e-mail API is a configuration error. */
export function emailSender(): EmailSender {
  const config = appConfig();
  const delivery = deliverySchema.parse(env);
  if (delivery.EMAIL_API_URL && delivery.EMAIL_API_KEY) {
    return new HttpEmailSender({ url: delivery.EMAIL_API_URL, apiKey: delivery.EMAIL_API_KEY, from: config.EMAIL_FROM });
  }
  if (config.APP_ENV !== "production") return new OutboxEmailSender();
  throw new EmailDeliveryError("EMAIL_API_URL and EMAIL_API_KEY must be set in production");
}

/** Whether /dev/outbox may show the stored messages: only in local development and tests. */
export function outboxVisible(appEnv: string = appConfig().APP_ENV): boolean {
  return appEnv === "development" || appEnv === "test";
}
