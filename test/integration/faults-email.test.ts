/**
 * E-mail faults (issue 33, faults at the binding boundary): the production sender (an HTTP e-mail
 * API, app/email/sender.server.ts) whose delivery fails, faked only at its third-party boundary
 * (fetch), and the local outbox whose D1 write fails, under the real sign-up, verification resend
 * and forgot-password actions. The person sees what the spec says, never a 500, the account is
 * kept, and asking again delivers the link. The contact form sends no e-mail (its message is
 * stored): its fault is the D1 write.
 */
import { waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SIGN_UP_SUCCESS } from "~/auth/schemas";
import { requestContext } from "~/lib/request-context";
import { action as contactAction } from "~/routes/public/contact-us";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as resetAction } from "~/routes/auth/reset-password";
import { action as resendAction, loader as verifyLoader } from "~/routes/auth/verify-email";
import { count, toastOf } from "../fixtures/actions";
import { args, dataOf } from "../fixtures/accounts";
import { countFault, reportFaults, faultyD1, thirdPartyFault, withBinding } from "../fixtures/faults";
import { routeArgs } from "../fixtures/route-args";
import { signUpDraft, signUpStep2 } from "../fixtures/signup";
import { createUser } from "../fixtures/users";

type ActionFn = (a: never) => Promise<unknown>;

/** Runs an action as React Router does and waits for its after-the-answer work (the e-mails). */
async function run(action: ActionFn, path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const a = args<never>(path, { form, headers });
  const result = await action(a);
  await waitOnExecutionContext(
    (a as { context: { get: (c: typeof requestContext) => { ctx: ExecutionContext } } }).context.get(requestContext).ctx,
  );
  return result;
}

const vars = env as unknown as Record<string, unknown>;
/** The production sender, its API failing as `answer` says (a network error or a 5xx). */
function failingEmailApi(answer: "network" | "503") {
  Object.assign(vars, { EMAIL_API_URL: "https://mail.example.test/emails", EMAIL_API_KEY: "re_test" });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    if (!String(input instanceof Request ? input.url : input).startsWith("https://mail.example.test/")) throw new Error("unexpected fetch");
    if (answer === "network") return thirdPartyFault("e-mail API unreachable");
    countFault();
    return new Response("Service Unavailable", { status: 503 });
  });
}
function workingSender() {
  delete vars.EMAIL_API_URL;
  delete vars.EMAIL_API_KEY;
  vi.restoreAllMocks();
}
afterEach(workingSender);

async function outbox() {
  return (await env.DB.prepare("SELECT * FROM email_outbox ORDER BY created_at").all<{ to: string; kind: string; text: string }>()).results;
}
function linkToken(text: string, path: string): string {
  const token = text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`no ${path} link in ${text}`);
  return token;
}

reportFaults("faults-email");

describe("the verification e-mail of a sign-up fails", () => {
  it("the account is created and the person is told to check their e-mail (no 500); a resend delivers a link that verifies", async () => {
    const draft = await signUpDraft();
    failingEmailApi("network");
    const created = (await signUpStep2(draft)) as Response;
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/signin?signedUp=1");
    expect(await toastOf(created)).toEqual({ title: "Welcome to TruSelf!", description: SIGN_UP_SUCCESS, type: "success" });
    expect(await count("users", "email = ? AND email_verified_at IS NULL", "jane@example.com")).toBe(1);
    expect(await count("email_outbox")).toBe(0);

    workingSender();
    const resent = (await run(resendAction, "/verify-email", { email: "jane@example.com" })) as Response;
    expect(resent.status).toBe(303);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: "jane@example.com", kind: "verify_email" });
    await verifyLoader(routeArgs<never>(`/verify-email?token=${linkToken(mail!.text, "/verify-email")}`)).catch((r: unknown) => r);
    expect(await count("users", "email = ? AND email_verified_at IS NOT NULL", "jane@example.com")).toBe(1);
  });

  it("a resend whose e-mail fails answers as always ('Check your email'), no 500, the account unchanged", async () => {
    await createUser({ email: "new@example.com", verified: false });
    failingEmailApi("503");
    const response = (await run(resendAction, "/verify-email", { email: "new@example.com" })) as Response;
    expect(response.status).toBe(303);
    expect(await toastOf(response)).toEqual({
      title: "Check your email",
      description: "If your account still needs verification, we sent a new link to new@example.com.",
      type: "info",
    });
    expect(await count("users", "email = ? AND email_verified_at IS NULL", "new@example.com")).toBe(1);
  });
});

describe("the reset e-mail of forgot-password fails", () => {
  for (const answer of ["network", "503"] as const) {
    it(`(${answer === "network" ? "API unreachable" : "API answers 503"}) the same 'If an account exists…' answer, no 500; asking again delivers a link that resets`, async () => {
      const user = await createUser({ email: "reset@example.com" });
      failingEmailApi(answer);
      const failed = dataOf<{ sentTo: string }>(await run(forgotAction, "/forgot-password", { email: "reset@example.com" }));
      expect(failed).toEqual({ status: 200, data: expect.objectContaining({ ok: true, sentTo: "reset@example.com" }) });
      const hashBefore = (await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first())!.password_hash;

      workingSender();
      await run(forgotAction, "/forgot-password", { email: "reset@example.com" });
      const [mail] = await outbox();
      expect(mail).toMatchObject({ to: "reset@example.com", kind: "reset_password" });
      const token = linkToken(mail!.text, "/reset-password");
      const reset = await run(resetAction, `/reset-password?token=${token}`, {
        token,
        password: "NewSecret456!",
        confirmPassword: "NewSecret456!",
      });
      expect((reset as Response).status).toBe(303);
      const hashAfter = (await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?").bind(user.id).first())!.password_hash;
      expect(hashAfter).not.toBe(hashBefore);
    });
  }

  it("the local outbox's D1 write fails: the same answer, no 500, no half-written e-mail", async () => {
    await createUser({ email: "reset@example.com" });
    const failed = await withBinding(
      "DB",
      faultyD1(env.DB, { when: (sql) => sql.toLowerCase().startsWith('insert into "email_outbox"') }),
      async () => dataOf<{ sentTo: string }>(await run(forgotAction, "/forgot-password", { email: "reset@example.com" })),
    );
    expect(failed.status).toBe(200);
    expect(failed.data.sentTo).toBe("reset@example.com");
    expect(await count("email_outbox")).toBe(0);
  });
});

describe("the contact form (stored, no e-mail) when its D1 write fails", () => {
  it("'Failed to send your message. Please try again.' (500), nothing stored; the retry stores it once", async () => {
    const form = {
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      phone: "(555) 555-0142",
      specialty: "Medspa",
      subject: "Provider Listing",
      message: "We would like to list our clinic.",
      _client: "fetcher",
    };
    const post = () => contactAction(routeArgs<never>("/contact-us", { form, headers: { "CF-Connecting-IP": "203.0.113.9" } }));
    const failed = dataOf<{ result: { error: Record<string, string[]> } }>(
      await withBinding("DB", faultyD1(env.DB, { when: (sql) => sql.toLowerCase().startsWith('insert into "contact_messages"') }), post),
    );
    expect(failed.status).toBe(500);
    expect(failed.data.result.error).toEqual({ "": ["Failed to send your message. Please try again."] });
    expect(await count("contact_messages")).toBe(0);
    await post();
    expect(await count("contact_messages")).toBe(1);
  });
});
