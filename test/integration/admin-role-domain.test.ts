/**
 * Issue 33 finding 3: a role an admin sets wins over the company-domain rule, which decides only
 * for accounts whose role was never set (spec 002 §6: "The role comes from user_metadata.role; if
 * missing, an email ending with the company domain is treated as admin"). Real D1; nothing mocked.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DOMAIN_ADMIN_NOTE, LAST_ADMIN_REFUSED, roleRuleNote } from "~/admin/messages";
import { requireRole } from "~/auth/guards.server";
import { effectiveRole } from "~/auth/roles";
import { getSessionUser } from "~/auth/session.server";
import { action as usersAction, loader as usersLoader } from "~/routes/admin/users";
import { fetcherPost, plainPost } from "../fixtures/actions";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

async function sessionRole(cookie: string) {
  return (await getSessionUser(new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: cookie } })))?.role;
}

async function summaries() {
  return (await env.DB.prepare("SELECT summary FROM admin_audit_log ORDER BY created_at").all<{ summary: string }>()).results.map(
    (r) => r.summary,
  );
}

type UsersPage = {
  list: { users: { email: string; role: string; roleByDomain: boolean }[]; admins: number };
  adminDomain: string;
  confirm: unknown;
};

describe("an explicitly set role wins over the company-domain rule", () => {
  it("an admin takes admin away from a verified company-domain account, and it stays taken", async () => {
    const boss = await createUser({ role: "admin", email: "boss@example.com" });
    const bossCookie = await sessionCookie(boss.id);
    const ceo = await createUser({ email: "ceo@truself.com", verified: true });
    const ceoCookie = await sessionCookie(ceo.id);
    expect(await sessionRole(ceoCookie)).toBe("admin");

    // The page says where the role comes from.
    const before = (await usersLoader(routeArgs<never>("/admin/users", { headers: { Cookie: bossCookie } }))) as UsersPage;
    expect(before.adminDomain).toBe("truself.com");
    expect(before.list.users.find((u) => u.email === "ceo@truself.com")).toMatchObject({ role: "admin", roleByDomain: true });
    expect(before.list.users.find((u) => u.email === "boss@example.com")).toMatchObject({ role: "admin", roleByDomain: false });
    expect(before.list.admins).toBe(2);
    expect(roleRuleNote("truself.com")).toBe(
      "Accounts with a verified e-mail address at @truself.com are admins until a role is set here. A role set here always wins.",
    );
    expect(DOMAIN_ADMIN_NOTE).toBe("Admin through the company e-mail domain (no role set)");
    const confirm = (await usersLoader(
      routeArgs<never>(`/admin/users?confirmRole=${ceo.id}&role=patient`, { headers: { Cookie: bossCookie } }),
    )) as UsersPage;
    expect(confirm.confirm).toEqual({ id: ceo.id, email: "ceo@truself.com", from: "admin", to: "patient" });

    const res = await plainPost(
      usersAction,
      "/admin/users",
      { intent: "changeRole", userId: ceo.id, role: "patient" },
      { cookie: bossCookie },
    );
    expect(res.status).toBe(303);
    expect(res.toast).toEqual({ title: "Role changed", description: "ceo@truself.com is now patient.", type: "success" });
    expect(await summaries()).toEqual(["Changed role of ceo@truself.com from admin (company domain) to patient"]);

    // On every later request, not only the next one.
    for (let i = 0; i < 2; i++) expect(await sessionRole(ceoCookie)).toBe("patient");
    await expect(requireRole(new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: ceoCookie } }), "admin")).rejects.toMatchObject({
      init: { status: 403 },
    });
    const after = (await usersLoader(routeArgs<never>("/admin/users", { headers: { Cookie: bossCookie } }))) as UsersPage;
    expect(after.list.users.find((u) => u.email === "ceo@truself.com")).toMatchObject({ role: "patient", roleByDomain: false });
    expect(after.list.admins).toBe(1);

    // Setting admin again is explicit too, and setting patient twice reports that nothing changed.
    const again = await plainPost(
      usersAction,
      "/admin/users",
      { intent: "changeRole", userId: ceo.id, role: "patient" },
      { cookie: bossCookie },
    );
    expect(again.toast?.description).toBe("ceo@truself.com already is patient.");
    expect(await summaries()).toHaveLength(1);
  });

  it("a domain admin counts as an admin for the last-admin rule, and is refused as the last one", async () => {
    // With a second factor, as every admin needs one to act (issue 38).
    const ceo = await createUser({ email: "founder@truself.com", verified: true, totp: true });
    const cookie = await sessionCookie(ceo.id);
    const refused = await fetcherPost(usersAction, "/admin/users", { intent: "changeRole", userId: ceo.id, role: "patient" }, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.data.toast?.description).toBe(LAST_ADMIN_REFUSED);
    expect(await sessionRole(cookie)).toBe("admin");
  });

  it("effectiveRole: the domain rule decides only when no role was ever set", () => {
    const verified = new Date();
    expect(effectiveRole({ role: "patient", roleSetAt: null, email: "ceo@truself.com", emailVerifiedAt: verified }, "truself.com")).toBe(
      "admin",
    );
    expect(
      effectiveRole({ role: "patient", roleSetAt: new Date(), email: "ceo@truself.com", emailVerifiedAt: verified }, "truself.com"),
    ).toBe("patient");
    expect(
      effectiveRole({ role: "provider", roleSetAt: new Date(), email: "dr@truself.com", emailVerifiedAt: verified }, "truself.com"),
    ).toBe("provider");
  });
});
