/**
 * Issue 33 finding 4: sign-up answers an address that already has an account exactly as a new one
 * (step 1 goes on to step 2; step 2 ends on sign-in with "Please check your email to verify your
 * account."), creates nothing, and tells only the address's owner, by e-mail, sent after the
 * answer as forgot-password does. Real D1; the e-mails land in the outbox.
 */
import { waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SIGN_UP_SUCCESS } from "~/auth/schemas";
import { requestContext } from "~/lib/request-context";
import { readToast } from "~/lib/toast.server";
import { action } from "~/routes/signup";
import { args, cookieFrom, rowCount } from "../fixtures/accounts";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser } from "../fixtures/users";

type ActionArgs = Parameters<typeof action>[0];

/** Runs the action and waits for the work it left for after the answer (the e-mails). */
async function post(path: string, form: Record<string, string>, cookie?: string): Promise<Response> {
  const actionArgs = args<ActionArgs>(path, { form, headers: cookie ? { Cookie: cookie } : {} });
  const result = await action(actionArgs);
  await waitOnExecutionContext(actionArgs.context.get(requestContext).ctx);
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

function step1(email: string) {
  return post("/signup", {
    intent: "details",
    firstName: "Someone",
    lastName: "Else",
    email,
    password: "Attacker123!",
    confirmPassword: "Attacker123!",
    agreeToTerms: "on",
  });
}

/** What a person sees of a sign-up: where each step leads and the message at the end. */
async function signUp(email: string) {
  const first = await step1(email);
  const second = await post("/signup?step=2", { intent: "create" }, cookieFrom(first, "truself_signup"));
  const toast = await readToast(new Request(TEST_ORIGIN, { headers: { Cookie: cookieFrom(second, "truself_toast") } }));
  return {
    step1: { status: first.status, location: first.headers.get("Location") },
    step2: { status: second.status, location: second.headers.get("Location") },
    toast: toast.toast,
  };
}

async function outbox() {
  return (await env.DB.prepare('SELECT "to", kind, subject, text FROM email_outbox ORDER BY sent_at').all<Record<string, string>>())
    .results;
}

describe("sign-up with an address that already has an account", () => {
  it("answers exactly as for a new address, creates nothing, and e-mails only the owner", async () => {
    const owner = await createUser({ email: "owner@example.com", firstName: "Olivia" });
    const before = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(owner.id).first();

    const taken = await signUp("owner@example.com");
    const fresh = await signUp("newcomer@example.com");
    expect(taken).toEqual(fresh);
    expect(taken).toEqual({
      step1: { status: 303, location: "/signup?step=2" },
      step2: { status: 303, location: "/signin?signedUp=1" },
      toast: { title: "Welcome to TruSelf!", description: SIGN_UP_SUCCESS, type: "success" },
    });
    expect(SIGN_UP_SUCCESS).toBe("Please check your email to verify your account.");

    // No duplicate, and the owner's account is untouched (password, names, verification).
    expect(await rowCount("users")).toBe(2);
    expect(await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(owner.id).first()).toEqual(before);

    const mails = await outbox();
    expect(mails.map((m) => [m.to, m.kind])).toEqual([
      ["owner@example.com", "sign_up_existing"],
      ["newcomer@example.com", "verify_email"],
    ]);
    const notice = mails[0]!;
    expect(notice.subject).toBe("Someone tried to sign up to TruSelf with your email");
    expect(notice.text).toBe(
      [
        "Hi Olivia,",
        "Someone just tried to create a TruSelf account with this email address. You already have an account, so no new account was created.",
        "If this was you, sign in with your email and password, or choose a new password from the sign-in page if you have forgotten it.",
        "Sign in: http://localhost:8787/signin",
        "If it wasn't you, you can ignore this message; nothing about your account has changed.",
      ].join("\n\n"),
    );
    // Nothing in the notice lets anyone in: no token, no password.
    expect(notice.text).not.toMatch(/token=|Attacker123!/);
    expect(await rowCount("one_time_secrets")).toBe(1);
  });

  it("a replayed step 2 neither creates an account nor floods the owner's mailbox", async () => {
    await createUser({ email: "busy@example.com" });
    const draft = cookieFrom(await step1("busy@example.com"), "truself_signup");
    for (let i = 0; i < 6; i++)
      expect((await post("/signup?step=2", { intent: "create" }, draft)).headers.get("Location")).toBe("/signin?signedUp=1");
    expect(await rowCount("users")).toBe(1);
    expect(await rowCount("email_outbox")).toBe(3);
  });
});
