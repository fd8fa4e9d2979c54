import { waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INVALID,
  resetLinkSentMessage,
} from "~/auth/schemas";
import { getSessionUser } from "~/auth/session.server";
import { issueToken } from "~/auth/tokens.server";
import {
  EmailDeliveryError,
  emailSender,
  HttpEmailSender,
  OutboxEmailSender,
  outboxVisible,
  RecordingEmailSender,
} from "~/email/sender.server";
import { verificationEmail } from "~/email/messages";
import { requestContext } from "~/lib/request-context";
import { readToast } from "~/lib/toast.server";
import { loader as outboxLoader } from "~/routes/dev.outbox";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as signInAction } from "~/routes/signin";
import { action as resendAction, loader as verifyLoader } from "~/routes/verify-email";
import { args, cookieFrom, dataOf, rowCount } from "../fixtures/accounts";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { holdClockInsideWindows } from "../fixtures/clock";

type A<T extends (...a: never[]) => unknown> = Parameters<T>[0];

async function outbox() {
  return (
    await env.DB.prepare("SELECT * FROM email_outbox ORDER BY created_at").all<{
      to: string;
      kind: string;
      text: string;
      subject: string;
    }>()
  ).results;
}

function linkToken(text: string, path: string): string {
  const match = text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
  const token = match?.[1];
  if (!token) throw new Error(`no ${path} link in ${text}`);
  return token;
}

async function toastOf(response: Response) {
  return (await readToast(new Request(TEST_ORIGIN, { headers: { Cookie: cookieFrom(response, "truself_toast") } }))).toast;
}

describe("e-mail verification links", () => {
  it("a link verifies once and signs the person in, then is refused", async () => {
    const user = await createUser({ verified: false });
    const token = await issueToken(user.id, "verify_email");
    const response = await verifyLoader(args<A<typeof verifyLoader>>(`/verify-email?token=${token}`)).catch((r: Response) => r);
    expect((response as Response).status).toBe(302);
    // Spec 001 section 7: the link lands on the site root; issue 45 item 9: signed in.
    expect((response as Response).headers.get("Location")).toBe("/");
    const toast = await toastOf(response as Response);
    expect(toast).toMatchObject({ title: "Email verified", description: "Your email is verified and you're signed in.", type: "success" });
    expect(toast?.action).toBeUndefined();
    const session = cookieFrom(response as Response, "truself_session");
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: session } }))).toMatchObject({ id: user.id, aal: "aal1" });
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ email_verified_at: number | null }>();
    expect(row?.email_verified_at).toBeGreaterThan(0);

    // Opened again: the address is already verified, which is no failure.
    const again = (await verifyLoader(args<A<typeof verifyLoader>>(`/verify-email?token=${token}`)).catch((r: Response) => r)) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/");
    expect(await toastOf(again)).toMatchObject({
      title: "Email already verified",
      description: "This email address is already verified. You can sign in.",
    });
  });

  it("the link goes on to where the person was going when they signed up (redirectTo), never to another site", async () => {
    const user = await createUser({ verified: false });
    const token = await issueToken(user.id, "verify_email");
    const response = (await verifyLoader(
      args<A<typeof verifyLoader>>(`/verify-email?token=${token}&redirectTo=${encodeURIComponent("/provider/claim?providerId=7")}`),
    ).catch((r: Response) => r)) as Response;
    expect(response.headers.get("Location")).toBe("/provider/claim?providerId=7");
    const other = await createUser({ verified: false });
    const offsite = (await verifyLoader(
      args<A<typeof verifyLoader>>(`/verify-email?token=${await issueToken(other.id, "verify_email")}&redirectTo=//evil.example`),
    ).catch((r: Response) => r)) as Response;
    expect(offsite.headers.get("Location")).toBe("/");
  });

  it("an expired, malformed or superseded link is refused and verifies nothing", async () => {
    const user = await createUser({ verified: false });
    const old = await issueToken(user.id, "verify_email");
    const current = await issueToken(user.id, "verify_email");
    await env.DB.prepare(
      "UPDATE one_time_secrets SET expires_at = ? WHERE kind IN ('verify_email', 'reset_password') AND consumed_at IS NULL",
    )
      .bind(Date.now() - 1)
      .run();
    for (const token of [old, current, "short", "x".repeat(500), "<script>alert(1)</script>"]) {
      const result = await verifyLoader(args<A<typeof verifyLoader>>(`/verify-email?token=${encodeURIComponent(token)}`));
      expect(dataOf(result)).toEqual({ data: { invalid: true }, status: 400 });
    }
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ email_verified_at: number | null }>();
    expect(row?.email_verified_at).toBeNull();
  });

  it("a reset token does not verify, and a verification token does not reset", async () => {
    const user = await createUser({ verified: false });
    const resetToken = await issueToken(user.id, "reset_password");
    expect(dataOf(await verifyLoader(args<A<typeof verifyLoader>>(`/verify-email?token=${resetToken}`))).status).toBe(400);
    const verifyToken = await issueToken(user.id, "verify_email");
    const result = await resetAction(
      args<A<typeof resetAction>>("/reset-password", {
        form: { token: verifyToken, password: "NewPass123!", confirmPassword: "NewPass123!" },
      }),
    );
    expect(dataOf(result).data).toMatchObject({ result: { error: { "": [RESET_LINK_INVALID] } } });
  });

  /** A resend, and the outbox once the e-mail it sends after answering has gone. */
  async function resend(email: string, headers: Record<string, string> = {}) {
    const actionArgs = args<A<typeof resendAction>>("/verify-email", { form: { email }, headers });
    const result = await resendAction(actionArgs);
    await waitOnExecutionContext(actionArgs.context.get(requestContext).ctx);
    return result;
  }

  it("resend sends a new link only to an unverified account, and answers the same for everyone", async () => {
    const unverified = await createUser({ email: "new@example.com", verified: false });
    await createUser({ email: "done@example.com" });
    for (const email of ["new@example.com", "done@example.com", "nobody@example.com"]) {
      const response = (await resend(email)) as Response;
      expect(response.status).toBe(303);
      expect(await toastOf(response)).toEqual({
        title: "Check your email",
        description: `If your account still needs verification, we sent a new link to ${email}.`,
        type: "info",
      });
    }
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual([unverified.email]);
    expect(mails[0]?.kind).toBe("verify_email");
  });

  for (const [label, email] of [
    ["empty", ""],
    ["too long", `${"a".repeat(250)}@example.com`],
    ["not an e-mail", "hello"],
    ["script", "<script>alert(1)</script>"],
    ["unicode", "ünï@cödé.com"],
  ]) {
    it(`resend refuses a ${label} e-mail with "${INVALID_EMAIL}"`, async () => {
      const result = await resendAction(args<A<typeof resendAction>>("/verify-email", { form: { email } }));
      expect(dataOf(result)).toMatchObject({ status: 400, data: { result: { error: { email: [INVALID_EMAIL] } } } });
      expect(await rowCount("email_outbox")).toBe(0);
    });
  }

  it("limits resends per e-mail (429)", async () => {
    holdClockInsideWindows();
    await createUser({ email: "new@example.com", verified: false });
    for (let i = 0; i < 3; i++) await resend("new@example.com", { "CF-Connecting-IP": `10.1.0.${i}` });
    const result = await resend("new@example.com");
    expect(dataOf(result).status).toBe(429);
    expect(await rowCount("email_outbox")).toBe(3);
  });
});

describe("forgot and reset password", () => {
  /** The action's answer, and the outbox once the e-mail it sends after answering has gone. */
  async function requestReset(email: string, ip = "198.51.100.1", { beforeSending }: { beforeSending?: () => Promise<void> } = {}) {
    const actionArgs = args<A<typeof forgotAction>>("/forgot-password", { form: { email }, headers: { "CF-Connecting-IP": ip } });
    const result = await forgotAction(actionArgs);
    await beforeSending?.();
    await waitOnExecutionContext(actionArgs.context.get(requestContext).ctx);
    return result;
  }

  it("answers before the reset e-mail is even written, so a real account takes no longer than an unknown one", async () => {
    await createUser({ email: "reset@example.com" });
    let rowsWhenAnswered = -1;
    const known = await requestReset("reset@example.com", undefined, {
      beforeSending: async () => void (rowsWhenAnswered = await rowCount("email_outbox")),
    });
    expect(dataOf<{ sentTo: string }>(known).data.sentTo).toBe("reset@example.com");
    expect(rowsWhenAnswered).toBe(0);
    expect(await rowCount("email_outbox")).toBe(1);
  });

  it("sends a reset link to an existing account and says the same for an unknown one", async () => {
    const user = await createUser({ email: "reset@example.com" });
    const known = dataOf<{ sentTo: string }>(await requestReset("  RESET@example.com "));
    const unknown = dataOf<{ sentTo: string }>(await requestReset("ghost@example.com"));
    expect(known.data.sentTo).toBe("reset@example.com");
    expect(unknown.data.sentTo).toBe("ghost@example.com");
    expect(resetLinkSentMessage("reset@example.com")).toBe(
      "If an account exists for reset@example.com, we sent a link to reset your password. The link expires in 1 hour.",
    );
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, kind: "reset_password", subject: "Reset your TruSelf password" });
    expect(mails[0]?.text).toMatch(/^Hi Test,/);
  });

  it("never sends a reset link for the shared demo account", async () => {
    await createUser({ email: "demo@truself-demo.com", isDemo: true });
    await requestReset("demo@truself-demo.com");
    expect(await rowCount("email_outbox")).toBe(0);
  });

  for (const [label, email] of [
    ["empty", ""],
    ["too long", `${"a".repeat(250)}@example.com`],
    ["not an e-mail", "12345"],
    ["script", "a@b.com<script>"],
    ["unicode", "josé@example.com"],
  ] as const) {
    it(`refuses a ${label} e-mail with "${INVALID_EMAIL}" and sends nothing`, async () => {
      expect(dataOf<{ result: { error: Record<string, string[]> } }>(await requestReset(email))).toMatchObject({
        status: 400,
        data: { result: { error: { email: [INVALID_EMAIL] } } },
      });
      expect(await rowCount("email_outbox")).toBe(0);
    });
  }

  it("limits reset requests per e-mail and per IP (429)", async () => {
    holdClockInsideWindows();
    await createUser({ email: "reset@example.com" });
    for (let i = 0; i < 3; i++) await requestReset("reset@example.com", `10.2.0.${i}`);
    const limited = dataOf<{ result: { error: Record<string, string[]> } }>(await requestReset("reset@example.com", "10.2.0.99"));
    expect(limited.status).toBe(429);
    expect(limited.data.result.error[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(await rowCount("email_outbox")).toBe(3);
    for (let i = 0; i < 20; i++) await requestReset(`someone${i}@example.com`, "10.3.0.1");
    expect(dataOf(await requestReset("fresh@example.com", "10.3.0.1")).status).toBe(429);
  });

  async function resetToken(email = "reset@example.com") {
    const user = await createUser({ email });
    await requestReset(email);
    const mail = (await outbox()).at(-1)!;
    return { user, token: linkToken(mail.text, "/reset-password") };
  }

  it("the reset page accepts a live link and refuses others", async () => {
    const { token } = await resetToken();
    expect(dataOf(await resetLoader(args<A<typeof resetLoader>>(`/reset-password?token=${token}`)))).toEqual({
      data: { token, factors: [] },
      status: 200,
    });
    expect(dataOf(await resetLoader(args<A<typeof resetLoader>>("/reset-password?token=nope")))).toEqual({
      data: { token: null, factors: [] },
      status: 400,
    });
    expect(dataOf(await resetLoader(args<A<typeof resetLoader>>("/reset-password")))).toEqual({
      data: { token: null, factors: [] },
      status: 400,
    });
  });

  const badPasswords: Array<[string, Record<string, string>, string, string]> = [
    ["empty", { password: "", confirmPassword: "" }, "password", PASSWORD_TOO_SHORT],
    ["too short", { password: "Ab1!", confirmPassword: "Ab1!" }, "password", PASSWORD_TOO_SHORT],
    ["too long", { password: "y".repeat(129), confirmPassword: "y".repeat(129) }, "password", PASSWORD_TOO_LONG],
    ["not matching", { password: "NewPass123!", confirmPassword: "NewPass124!" }, "confirmPassword", PASSWORDS_DO_NOT_MATCH],
  ];
  for (const [label, form, field, message] of badPasswords) {
    it(`a ${label} new password: "${message}", 400, password and token untouched`, async () => {
      const { user, token } = await resetToken();
      const before = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first();
      const result = await resetAction(args<A<typeof resetAction>>("/reset-password", { form: { token, ...form } }));
      expect(dataOf(result)).toMatchObject({ status: 400, data: { result: { error: { [field]: [message] } } } });
      expect(await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first()).toEqual(before);
      expect(dataOf(await resetLoader(args<A<typeof resetLoader>>(`/reset-password?token=${token}`))).status).toBe(200);
    });
  }

  it("sets the new password (markup and unicode are fine), ends every session, and works once", async () => {
    const { user, token } = await resetToken();
    const phone = await sessionCookie(user.id);
    const laptop = await sessionCookie(user.id);
    const newPassword = "<b>nouveau-mot-de-passe-été</b>";
    const response = (await resetAction(
      args<A<typeof resetAction>>("/reset-password", {
        form: { token, password: newPassword, confirmPassword: newPassword },
        headers: { Cookie: phone },
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/signin");
    expect(await toastOf(response)).toMatchObject({ title: "Password updated" });
    for (const cookie of [phone, laptop])
      expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookie } }))).toBeNull();
    expect(await rowCount("sessions")).toBe(0);

    const reuse = await resetAction(
      args<A<typeof resetAction>>("/reset-password", { form: { token, password: "Another123!", confirmPassword: "Another123!" } }),
    );
    expect(dataOf(reuse)).toMatchObject({ status: 400, data: { result: { error: { "": [RESET_LINK_INVALID] } } } });

    const oldSignIn = await signInAction(args<A<typeof signInAction>>("/signin", { form: { email: user.email, password: user.password } }));
    expect(dataOf(oldSignIn).data).toMatchObject({ result: { error: { "": [INVALID_CREDENTIALS] } } });
    const newSignIn = (await signInAction(
      args<A<typeof signInAction>>("/signin", { form: { email: user.email, password: newPassword } }),
    )) as Response;
    expect(newSignIn.status).toBe(303);
  });

  it("an expired reset link is refused", async () => {
    const { token } = await resetToken();
    await env.DB.prepare("UPDATE one_time_secrets SET expires_at = ? WHERE kind IN ('verify_email', 'reset_password')")
      .bind(Date.now() - 1)
      .run();
    const result = await resetAction(
      args<A<typeof resetAction>>("/reset-password", { form: { token, password: "NewPass123!", confirmPassword: "NewPass123!" } }),
    );
    expect(dataOf(result)).toMatchObject({ status: 400, data: { result: { error: { "": [RESET_LINK_INVALID] } } } });
  });

  it("asking again retires the earlier link", async () => {
    const { token: first } = await resetToken();
    await requestReset("reset@example.com");
    const result = await resetAction(
      args<A<typeof resetAction>>("/reset-password", { form: { token: first, password: "NewPass123!", confirmPassword: "NewPass123!" } }),
    );
    expect(dataOf(result).data).toMatchObject({ result: { error: { "": [RESET_LINK_INVALID] } } });
  });

  it("resetting proves the mailbox: an unverified account becomes verified", async () => {
    const user = await createUser({ email: "late@example.com", verified: false });
    await requestReset("late@example.com");
    const token = linkToken((await outbox()).at(-1)!.text, "/reset-password");
    await resetAction(
      args<A<typeof resetAction>>("/reset-password", { form: { token, password: "NewPass123!", confirmPassword: "NewPass123!" } }),
    );
    const row = await env.DB.prepare("SELECT email_verified_at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ email_verified_at: number | null }>();
    expect(row?.email_verified_at).toBeGreaterThan(0);
  });
});

describe("e-mail senders and the dev outbox", () => {
  it("uses the outbox in tests and development, never in production", () => {
    // Recorded in the e-mail log whichever sender delivers (issue 45 item 8).
    const sender = emailSender();
    expect(sender).toBeInstanceOf(RecordingEmailSender);
    expect((sender as RecordingEmailSender).inner).toBeInstanceOf(OutboxEmailSender);
    expect(outboxVisible("test")).toBe(true);
    expect(outboxVisible("development")).toBe(true);
    expect(outboxVisible("production")).toBe(false);
  });

  it("the HTTP sender posts the message to the e-mail API with its key (fetch faked at the boundary)", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const sender = new HttpEmailSender({
      url: "https://mail.example.test/emails",
      apiKey: "key-123",
      from: "TruSelf <no-reply@truself.com>",
      fetch: async (url, init) => {
        calls.push({ url, init });
        return new Response(JSON.stringify({ id: "m1" }), { status: 200 });
      },
    });
    await sender.send(verificationEmail("jane@example.com", "Jane <b>", "https://truself.com/verify-email?token=abc"));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://mail.example.test/emails");
    expect(calls[0]?.init.method).toBe("POST");
    expect(new Headers(calls[0]?.init.headers).get("Authorization")).toBe("Bearer key-123");
    const body = JSON.parse(calls[0]?.init.body as string);
    expect(body).toMatchObject({
      from: "TruSelf <no-reply@truself.com>",
      to: ["jane@example.com"],
      subject: "Verify your TruSelf email address",
    });
    expect(body.text).toContain("https://truself.com/verify-email?token=abc");
    // Names are escaped in the HTML version.
    expect(body.html).toContain("Hi Jane &lt;b&gt;,");
    expect(body.html).not.toContain("Jane <b>");
  });

  it("the HTTP sender reports a refused message", async () => {
    const sender = new HttpEmailSender({
      url: "https://mail.example.test/emails",
      apiKey: "k",
      from: "x@y.z",
      fetch: async () => new Response("nope", { status: 422 }),
    });
    await expect(sender.send(verificationEmail("a@b.co", "A", "https://x"))).rejects.toBeInstanceOf(EmailDeliveryError);
  });

  it("/dev/outbox lists messages newest first with their links", async () => {
    await new OutboxEmailSender().send(verificationEmail("one@example.com", "One", "http://localhost:8787/verify-email?token=aaa"));
    await new OutboxEmailSender().send(verificationEmail("two@example.com", "Two", "http://localhost:8787/verify-email?token=bbb"));
    const { messages } = await outboxLoader();
    expect(messages.map((m) => m.to)).toEqual(["two@example.com", "one@example.com"]);
    expect(messages[0]?.links).toEqual(["http://localhost:8787/verify-email?token=bbb"]);
  });
});
