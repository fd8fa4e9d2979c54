import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FACEBOOK_GROUP_URL } from "~/community/community-config";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { action as groupAction, loader as groupLoader } from "~/routes/public/community.group";
import { action as waitlistAction } from "~/routes/public/community.waitlist";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}

describe("community waitlist (POST /community/waitlist)", () => {
  it("guests get 'Sign up required' and /signup", async () => {
    for (const post of [plainPost, fetcherPost]) {
      const res = await post(waitlistAction, "/community/waitlist", { name: "A", email: "a@example.com" });
      expect(res.status).toBe(303);
    }
    const res = await plainPost(waitlistAction, "/community/waitlist", {});
    expect(res.location).toBe("/signup");
    expect(res.toast?.title).toBe("Sign up required");
    expect(await count("community_waitlist")).toBe(0);
  });

  it("joins once; the second time is the info toast 'Already on waitlist'", async () => {
    const { user, cookie } = await signedIn();
    const first = await fetcherPost(
      waitlistAction,
      "/community/waitlist",
      { name: " Paige Patel ", email: " Paige@Example.com " },
      { cookie },
    );
    expect(first.status).toBe(200);
    expect(first.data.toast?.type).toBe("success");
    const row = await env.DB.prepare("SELECT user_id, name, email FROM community_waitlist").first();
    expect(row).toEqual({ user_id: user.id, name: "Paige Patel", email: "paige@example.com" });
    const second = await fetcherPost(waitlistAction, "/community/waitlist", { name: "Paige", email: "other@example.com" }, { cookie });
    expect(second.data.toast).toEqual({
      title: "Already on waitlist",
      description: "You're already on the community waitlist!",
      type: "info",
    });
    expect(await count("community_waitlist")).toBe(1);
    const plain = await plainPost(waitlistAction, "/community/waitlist", { name: "Paige", email: "p@example.com" }, { cookie });
    expect(plain).toMatchObject({ status: 303, location: "/community#waitlist", toast: { title: "Already on waitlist", type: "info" } });
  });

  it("name and e-mail are required and checked (400, nothing stored)", async () => {
    const { cookie } = await signedIn();
    const cases: [Record<string, string>, string][] = [
      [{ name: "", email: "a@example.com" }, "Please enter your name."],
      [{ name: "   ", email: "a@example.com" }, "Please enter your name."],
      [{ email: "a@example.com" }, "Please enter your name."],
      [{ name: "n".repeat(101), email: "a@example.com" }, "Name must be 100 characters or less."],
      [{ name: "Ann", email: "" }, "Please enter a valid email address."],
      [{ name: "Ann", email: "not-an-email" }, "Please enter a valid email address."],
      [{ name: "Ann", email: "<script>@x" }, "Please enter a valid email address."],
      [{ name: "Ann", email: `${"a".repeat(250)}@example.com` }, "Please enter a valid email address."],
    ];
    for (const [form, message] of cases) {
      const res = await fetcherPost(waitlistAction, "/community/waitlist", form, { cookie });
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(res.data.toast?.description).toBe(message);
    }
    expect(await count("community_waitlist")).toBe(0);
  });

  it("keeps unicode names as typed (stored as text, rendered escaped)", async () => {
    const { cookie } = await signedIn();
    const res = await fetcherPost(waitlistAction, "/community/waitlist", { name: "Zoë Ñúñez 🙂", email: "zoe@example.com" }, { cookie });
    expect(res.status).toBe(200);
    expect(await env.DB.prepare("SELECT name FROM community_waitlist").first()).toEqual({ name: "Zoë Ñúñez 🙂" });
  });

  it("the demo account is refused with 403", async () => {
    const { cookie } = await signedIn({ isDemo: true });
    const res = await fetcherPost(waitlistAction, "/community/waitlist", { name: "Demo", email: "demo@truself-demo.com" }, { cookie });
    expect(res.status).toBe(403);
    expect(res.data.toast?.description).toBe(DEMO_WRITE_REFUSED);
    expect(await count("community_waitlist")).toBe(0);
  });

  it("a storage failure answers 'Error' / 'Failed to join waitlist. Please try again.'", async () => {
    const { cookie } = await signedIn();
    await env.DB.prepare("CREATE TRIGGER fail_wl BEFORE INSERT ON community_waitlist BEGIN SELECT RAISE(ABORT, 'boom'); END").run();
    try {
      const res = await fetcherPost(waitlistAction, "/community/waitlist", { name: "Ann", email: "ann@example.com" }, { cookie });
      expect(res.status).toBe(500);
      expect(res.data.toast).toEqual({ title: "Error", description: "Failed to join waitlist. Please try again.", type: "error" });
    } finally {
      await env.DB.prepare("DROP TRIGGER fail_wl").run();
    }
  });
});

describe("group join (GET/POST /community/group)", () => {
  it("reports the viewer's state; guests are signed out", async () => {
    expect(await groupLoader(routeArgs<Parameters<typeof groupLoader>[0]>("/community/group"))).toMatchObject({
      signedIn: false,
      accepted: false,
    });
    const { user, cookie } = await signedIn();
    expect(
      await groupLoader(routeArgs<Parameters<typeof groupLoader>[0]>("/community/group", { headers: { Cookie: cookie } })),
    ).toMatchObject({
      signedIn: true,
      accepted: false,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
    });
  });

  it("stores the acceptance flag and sends the user to the group (fetcher: the URL; no JS: the thank-you page with a 1 s refresh)", async () => {
    const { user, cookie } = await signedIn();
    const res = await fetcherPost(
      groupAction,
      "/community/group",
      { name: "Ann", email: "ann@example.com", acceptTerms: "on" },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.data.redirectUrl).toBe(FACEBOOK_GROUP_URL);
    const flag = await env.DB.prepare("SELECT group_terms_accepted_at AS at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ at: number | null }>();
    expect(flag?.at).toBeGreaterThan(0);
    expect(
      await groupLoader(routeArgs<Parameters<typeof groupLoader>[0]>("/community/group", { headers: { Cookie: cookie } })),
    ).toMatchObject({ accepted: true });

    const plain = await plainPost(
      groupAction,
      "/community/group",
      { name: "Ann", email: "ann@example.com", acceptTerms: "on" },
      { cookie },
    );
    expect(plain.status).toBe(200);
    const html = await plain.response.text();
    expect(html).toContain("Thank you! Redirecting you to the Facebook group now...");
    expect(html).toContain(`<meta http-equiv="refresh" content="1;url=${FACEBOOK_GROUP_URL}">`);
  });

  it("requires name, e-mail and the terms; guests go to /signup; the demo is refused", async () => {
    const { user, cookie } = await signedIn();
    const cases: [Record<string, string>, string][] = [
      [{ name: "", email: "ann@example.com", acceptTerms: "on" }, "Please enter your name."],
      [{ name: "Ann", email: "nope", acceptTerms: "on" }, "Please enter a valid email address."],
      [{ name: "Ann", email: "ann@example.com" }, "Please accept the group terms to continue."],
      [{ name: "Ann", email: "ann@example.com", acceptTerms: "yes please" }, "Please accept the group terms to continue."],
    ];
    for (const [form, message] of cases) {
      const res = await fetcherPost(groupAction, "/community/group", form, { cookie });
      expect(res.status).toBe(400);
      expect(res.data.toast?.description).toBe(message);
    }
    const flag = await env.DB.prepare("SELECT group_terms_accepted_at AS at FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ at: number | null }>();
    expect(flag?.at).toBeNull();
    const guest = await plainPost(groupAction, "/community/group", { name: "Ann", email: "ann@example.com", acceptTerms: "on" });
    expect(guest).toMatchObject({
      location: "/signup",
      toast: { title: "Sign up required", description: "You must sign up or sign in to Truself before joining the Facebook group." },
    });
    const demo = await signedIn({ isDemo: true });
    expect(
      (
        await fetcherPost(
          groupAction,
          "/community/group",
          { name: "D", email: "d@example.com", acceptTerms: "on" },
          { cookie: demo.cookie },
        )
      ).status,
    ).toBe(403);
  });
});
