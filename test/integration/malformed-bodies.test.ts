/**
 * Issue 9 item 4: a body that is not a form post (JSON, text/plain) or a form post that cannot be
 * read (truncated multipart, multipart without a boundary) gets 415 / 400 with a clear message from
 * every action of the app, and nothing in the database changes.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { UNREADABLE_BODY, UNSUPPORTED_BODY } from "~/http/action.server";
import { action as adminProvidersAction } from "~/routes/admin/providers";
import { action as adminUsersAction } from "~/routes/admin/users";
import { action as groupAction } from "~/routes/public/community.group";
import { action as waitlistAction } from "~/routes/public/community.waitlist";
import { action as contactAction } from "~/routes/public/contact-us";
import { action as dashboardAction } from "~/routes/account/dashboard";
import { action as favoritesAction } from "~/routes/account/favorites.toggle";
import { action as forgotAction } from "~/routes/auth/forgot-password";
import { action as homeAction } from "~/routes/public/home";
import { action as leadAction } from "~/routes/public/lead-form";
import { action as marketingAction } from "~/routes/public/marketing-lead-generation";
import { action as profileAction } from "~/routes/account/profile";
import { action as questionsAction } from "~/routes/provider/questions";
import { action as reviewsAction } from "~/routes/provider/reviews";
import { action as resetAction } from "~/routes/auth/reset-password";
import { action as signinAction } from "~/routes/auth/signin";
import { action as signoutAction } from "~/routes/auth/signout";
import { action as signupAction } from "~/routes/auth/signup";
import { action as avatarAction } from "~/routes/uploads/avatar";
import { action as verifyAction } from "~/routes/auth/verify-email";
import { action as adminClaimsAction } from "~/routes/admin/claims";
import { action as claimAction } from "~/routes/practice/claim";
import { action as inviteAction } from "~/routes/practice/invite";
import { action as practiceSettingsAction } from "~/routes/practice/settings";
import { action as consultationAction } from "~/routes/provider/consultation";
import { action as consultationThreadAction } from "~/routes/account/consultations.$requestId";
import { action as consultationGrantAction } from "~/routes/uploads/consultation-photo";
import { action as inboxAction } from "~/routes/practice/messages";
import { action as availabilityAction } from "~/routes/practice/availability";
import { action as bookAction } from "~/routes/provider/book";
import { action as appointmentAction } from "~/routes/account/appointments.$appointmentId";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { RouterContextProvider } from "react-router";
import { createExecutionContext } from "cloudflare:test";
import { requestContext } from "~/lib/request-context";

type AnyAction = (args: never) => unknown;

const ACTIONS: [path: string, action: AnyAction, params?: Record<string, string>][] = [
  ["/?index", homeAction],
  ["/signin", signinAction],
  ["/signout", signoutAction],
  ["/signup", signupAction],
  ["/forgot-password", forgotAction],
  ["/reset-password?token=abc", resetAction],
  ["/verify-email", verifyAction],
  ["/profile", profileAction],
  ["/uploads/avatar", avatarAction],
  ["/contact-us", contactAction],
  ["/contact", contactAction],
  ["/lead-form", leadAction],
  ["/marketing-lead-generation", marketingAction],
  ["/favorites/toggle", favoritesAction],
  ["/provider/1/reviews", reviewsAction, { providerId: "1" }],
  ["/provider/1/questions", questionsAction, { providerId: "1" }],
  ["/community/waitlist", waitlistAction],
  ["/community/group", groupAction],
  ["/dashboard", dashboardAction],
  ["/admin/users", adminUsersAction],
  ["/admin/providers", adminProvidersAction],
  ["/admin/claims", adminClaimsAction],
  ["/provider/claim", claimAction],
  ["/provider/invite", inviteAction],
  ["/provider/settings", practiceSettingsAction],
  ["/provider/1/consultation", consultationAction, { providerId: "1" }],
  ["/consultations/1", consultationThreadAction, { requestId: "1" }],
  ["/appointments/1", appointmentAction, { appointmentId: "1" }],
  ["/uploads/consultation-photo", consultationGrantAction],
  ["/provider/messages", inboxAction],
  ["/provider/availability", availabilityAction],
  ["/provider/1/book", bookAction, { providerId: "1" }],
  ["/appointments/1", appointmentAction, { appointmentId: "1" }],
];

const BOUNDARY = "----truself-test";
const BODIES: { name: string; type: string; body: string; status: number; message: string }[] = [
  {
    name: "JSON",
    type: "application/json",
    body: JSON.stringify({ email: "someone@example.com", password: "x" }),
    status: 415,
    message: UNSUPPORTED_BODY,
  },
  { name: "text/plain", type: "text/plain", body: "email=someone@example.com&password=x", status: 415, message: UNSUPPORTED_BODY },
  {
    name: "truncated multipart",
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomeone@exa`,
    status: 400,
    message: UNREADABLE_BODY,
  },
  {
    name: "multipart without a boundary",
    type: "multipart/form-data",
    body: "email=someone@example.com",
    status: 400,
    message: UNREADABLE_BODY,
  },
];

/** Every row of every table, to compare before and after. */
async function snapshot(): Promise<string> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables.results) dump[name] = (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results;
  return JSON.stringify(dump);
}

function post(path: string, params: Record<string, string>, type: string, body: string, cookie: string) {
  const request = new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    body,
    headers: { "Content-Type": type, Cookie: cookie, "CF-Connecting-IP": "203.0.113.9" },
  });
  const context = new RouterContextProvider();
  context.set(requestContext, { ctx: createExecutionContext(), nonce: "test-nonce" });
  return { request, params, context, unstable_pattern: path } as never;
}

async function statusAndMessage(result: unknown): Promise<{ status: number; message: string | undefined }> {
  if (result instanceof Response) return { status: result.status, message: await result.text() };
  const reply = result as { init?: { status?: number }; data: { result: { error?: Record<string, string[]> } } };
  return { status: reply.init?.status ?? 200, message: reply.data.result.error?.[""]?.[0] };
}

describe("malformed bodies", () => {
  for (const body of BODIES) {
    it(`${body.name}: every action answers ${body.status} with "${body.message}" and changes nothing`, async () => {
      const admin = await createUser({ role: "admin" });
      const cookie = await sessionCookie(admin.id);
      const before = await snapshot();
      for (const [path, action, params] of ACTIONS) {
        const answer = await statusAndMessage(await action(post(path, params ?? {}, body.type, body.body, cookie)));
        expect({ path, ...answer }).toEqual({ path, status: body.status, message: body.message });
      }
      expect(await snapshot()).toBe(before);
    });
  }
});
