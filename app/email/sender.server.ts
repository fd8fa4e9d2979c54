/**
 * E-mail delivery behind one interface. Locally and in tests every message lands in the
 * `email_outbox` table (read at /dev/outbox); in production an HTTP e-mail API delivers it
 * (Resend-compatible JSON: POST {from, to, subject, text, html} with a Bearer key). Whichever
 * delivers it, `email_log` records the recipient, subject and outcome (the dashboard's Recent Emails).
 */
import { env } from "cloudflare:workers";
import { z } from "zod";
import { db } from "~/db/client.server";
import { emailLog, emailOutbox, type EmailAttachment } from "~/db/schema";
import { appConfig } from "~/lib/env.server";
import { newId } from "~/lib/ids";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (verify_email, reset_password, ...), kept with outbox rows. */
  kind: string;
  /** Text files sent with it (the calendar file of a booking e-mail). */
  attachments?: EmailAttachment[];
};

/** Base64 of a text file's UTF-8 bytes, as the e-mail API takes attachments. */
function base64Of(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

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
      body: JSON.stringify({
        from: this.options.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments?.length && {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: base64Of(a.content),
            content_type: a.contentType,
          })),
        }),
      }),
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

/**
 * Records every message another sender delivers, or fails to: recipient, subject, kind, status
 * (sent or failed) and time, never the body (it holds sign-in links and codes). A failure to record
 * is logged and never turns a delivered message into an error.
 */
export class RecordingEmailSender implements EmailSender {
  constructor(readonly inner: EmailSender) {}

  async send(message: EmailMessage): Promise<void> {
    let failure: Error | undefined;
    try {
      await this.inner.send(message);
    } catch (caught) {
      failure = caught instanceof Error ? caught : new EmailDeliveryError("E-mail delivery failed");
    }
    try {
      await db()
        .insert(emailLog)
        .values({
          id: newId(),
          to: message.to,
          subject: message.subject,
          kind: message.kind,
          status: failure ? "failed" : "sent",
          error: failure ? failure.message.slice(0, 500) : null,
        });
    } catch (logError) {
      console.error("e-mail log write failed", logError);
    }
    if (failure) throw failure;
  }
}

/** The sender for the running environment, recorded in `email_log`. Production without an e-mail API is a configuration error. */
export function emailSender(): EmailSender {
  const config = appConfig();
  const delivery = deliverySchema.parse(env);
  if (delivery.EMAIL_API_URL && delivery.EMAIL_API_KEY) {
    return new RecordingEmailSender(
      new HttpEmailSender({ url: delivery.EMAIL_API_URL, apiKey: delivery.EMAIL_API_KEY, from: config.EMAIL_FROM }),
    );
  }
  if (config.APP_ENV !== "production") return new RecordingEmailSender(new OutboxEmailSender());
  throw new EmailDeliveryError("EMAIL_API_URL and EMAIL_API_KEY must be set in production");
}

/** Whether /dev/outbox may show the stored messages: only in local development and tests. */
export function outboxVisible(appEnv: string = appConfig().APP_ENV): boolean {
  return appEnv === "development" || appEnv === "test";
}
