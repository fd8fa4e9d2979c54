/**
 * Issue 45 item 8: every e-mail the app sends is recorded (recipient, subject, kind, sent or
 * failed, time) whichever sender delivers it, and the dashboard's Recent Emails reads that record.
 * The e-mail API is a third-party service, so only its HTTP endpoint is faked.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EmailDeliveryError, HttpEmailSender, OutboxEmailSender, RecordingEmailSender } from "~/email/sender.server";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { count } from "../fixtures/actions";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const message = (to: string, subject: string) => ({ to, subject, text: "Hello", html: "<p>Hello</p>", kind: "verify_email" });

function apiSender(status: number) {
  return new RecordingEmailSender(
    new HttpEmailSender({
      url: "https://email-api.example/emails",
      apiKey: "key",
      from: "TruSelf <hello@truself.com>",
      fetch: async () => new Response("{}", { status }),
    }),
  );
}

type LogRow = { to: string; subject: string; kind: string; status: string; error: string | null };

async function logOf(to: string) {
  return (
    await env.DB.prepare("SELECT `to`, subject, kind, status, error FROM email_log WHERE `to` = ? ORDER BY created_at")
      .bind(to)
      .all<LogRow>()
  ).results;
}

describe("the e-mail log", () => {
  it("records a message the e-mail API delivered, and one it refused (the error is still thrown), without the body", async () => {
    const to = `api-${crypto.randomUUID()}@example.com`;
    await apiSender(200).send(message(to, "Verify your email"));
    await expect(apiSender(500).send(message(to, "Reset your password"))).rejects.toThrow(EmailDeliveryError);
    expect(await logOf(to)).toEqual([
      { to, subject: "Verify your email", kind: "verify_email", status: "sent", error: null },
      {
        to,
        subject: "Reset your password",
        kind: "verify_email",
        status: "failed",
        error: "E-mail API answered 500 for a verify_email message",
      },
    ]);
    // The API sender stores no copy of the message anywhere.
    expect(await count("email_outbox", "`to` = ?", to)).toBe(0);
  });

  it("records what the development outbox stores, and the dashboard's Recent Emails shows it with its outcome", async () => {
    const patient = await createUser({ email: `pat-${crypto.randomUUID()}@example.com` });
    await new RecordingEmailSender(new OutboxEmailSender()).send(message(patient.email, "Welcome to TruSelf"));
    await apiSender(503)
      .send(message(patient.email, "Your sign-in code"))
      .catch(() => undefined);
    const data = (await dashboardLoader(routeArgs<never>("/dashboard", { headers: { Cookie: await sessionCookie(patient.id) } }))) as {
      patient: { emails: { subject: string; status: string }[] } | null;
    };
    expect(data.patient?.emails.map((e) => [e.subject, e.status])).toEqual([
      ["Your sign-in code", "failed"],
      ["Welcome to TruSelf", "sent"],
    ]);
  });
});
