/**
 * Checked credentials (issue 36 item 3): the owner submits the license and board certification on
 * /provider/profile, an admin checks them at /admin/credentials, profiles and cards say what was
 * checked and when, and /find-doctors filters on "Credentials checked". Exact messages, who may do
 * what, the reset after an edit, the history and the purge of cached pages.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  BOARD_INVALID,
  CHECK_PROVIDER_MISSING,
  CHECKED_ON_FUTURE,
  CHECKED_ON_INVALID,
  checkSaved,
  CREDENTIALS_CHECKED,
  CREDENTIALS_SUBMITTED,
  CREDENTIALS_UNCHANGED,
  LICENSE_EXPIRED,
  LICENSE_INVALID,
  LICENSE_REQUIRED,
  LICENSE_SUSPENDED,
  NOTHING_SUBMITTED,
  SOURCE_REQUIRED,
  SOURCE_TOO_LONG,
  SPECIALTY_REQUIRED,
  SPECIALTY_TOO_LONG,
  SPECIALTY_WITHOUT_BOARD,
  STATE_INVALID,
  STATUS_INVALID,
  SUBMITTED_FOR_CHECKING,
  VERIFIED_VS_CHECKED,
} from "~/credentials/messages";
import type { CredentialsView } from "~/credentials/credentials-view";
import { utcDay } from "~/credentials/schemas";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { activeFilterCount, directorySearch } from "~/directory/search-url";
import { parseDirectoryFilters } from "~/directory/search-params";
import { FORBIDDEN } from "~/http/action.server";
import { cacheKey, PUBLIC_CACHE_CONTROL } from "~/http/cache.server";
import { defaultCache } from "~/lib/workers-cache.server";
import { NOT_A_PRACTICE, OWNERS_ONLY } from "~/practice/access.server";
import { action as checkAction, loader as credentialsLoader } from "~/routes/admin/credentials";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { loader as profileLoader } from "~/routes/provider/_index";
import { action as practiceAction, loader as practiceLoader } from "~/routes/practice/profile";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const PRACTICE = "/provider/profile";
const ADMIN = "/admin/credentials";

let made = 0;
async function listing(overrides: Parameters<typeof providerRow>[0] = {}) {
  made++;
  const row = providerRow({ name: `Credentials Clinic ${made} ${crypto.randomUUID().slice(0, 6)}`, ...overrides });
  await insertProviders([row]);
  return row;
}

async function signedIn(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, cookie: await sessionCookie(user.id) };
}
const ownerOf = (providerId: string) => signedIn({ role: "provider", providerId, practiceRole: "owner" });
const anAdmin = () => signedIn({ role: "admin" });

const submission = (overrides: Record<string, string> = {}) => ({
  intent: "credentials",
  licenseNumber: "me12345",
  licenseState: "FL",
  boardCode: "ABPS",
  boardSpecialty: "Plastic Surgery",
  ...overrides,
});
const check = (providerId: string, overrides: Record<string, string> = {}) => ({
  providerId,
  licenseNumber: "ME12345",
  licenseState: "FL",
  boardCode: "ABPS",
  boardSpecialty: "Plastic Surgery",
  status: "checked",
  source: "Florida Board of Medicine",
  checkedOn: "2026-11-03",
  ...overrides,
});

type Row = {
  license_number: string;
  license_state: string;
  board_code: string | null;
  board_specialty: string | null;
  status: string;
  submitted_by: string | null;
  checked_on: string | null;
  checked_by: string | null;
  checked_by_email: string | null;
  check_source: string | null;
};
async function stored(providerId: string) {
  return env.DB.prepare("SELECT * FROM provider_credentials WHERE provider_id = ?").bind(providerId).first<Row>();
}

const errorsOf = (res: { data: Record<string, unknown> }) => (res.data.result as { error: Record<string, string[]> }).error;

async function profile(providerId: string) {
  return (await profileLoader(routeArgs<never>(`/provider/${providerId}`, { params: { providerId } }))) as unknown as {
    credentials: CredentialsView | null;
  };
}
async function cardOf(name: string, extra = "") {
  const page = await findDoctorsLoader(routeArgs<never>(`/find-doctors?q=${encodeURIComponent(name)}${extra}`));
  return page.result.providers;
}

describe("the owner's submission: exact messages, nothing stored on a refusal", () => {
  it("checks the license number, the state, the board and its specialty", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    const cases: [Record<string, string>, string, string][] = [
      [{ licenseNumber: "" }, "licenseNumber", LICENSE_REQUIRED],
      [{ licenseNumber: "ab" }, "licenseNumber", LICENSE_INVALID],
      [{ licenseNumber: "ME 12345" }, "licenseNumber", LICENSE_INVALID],
      [{ licenseNumber: "ME_12345" }, "licenseNumber", LICENSE_INVALID],
      [{ licenseNumber: "A".repeat(21) }, "licenseNumber", LICENSE_INVALID],
      [{ licenseNumber: "<b>1</b>" }, "licenseNumber", LICENSE_INVALID],
      [{ licenseState: "" }, "licenseState", STATE_INVALID],
      [{ licenseState: "XX" }, "licenseState", STATE_INVALID],
      [{ licenseState: "Florida" }, "licenseState", STATE_INVALID],
      [{ boardCode: "ABXYZ" }, "boardCode", BOARD_INVALID],
      [{ boardSpecialty: "" }, "boardSpecialty", SPECIALTY_REQUIRED],
      [{ boardCode: "" }, "boardCode", SPECIALTY_WITHOUT_BOARD],
      [{ boardSpecialty: "s".repeat(101) }, "boardSpecialty", SPECIALTY_TOO_LONG],
    ];
    for (const [fields, field, message] of cases) {
      const res = await fetcherPost(practiceAction, PRACTICE, submission(fields), { cookie });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(errorsOf(res)[field], JSON.stringify(fields)).toEqual([message]);
    }
    expect(await stored(p.id)).toBeNull();
    expect(await count("listing_changes", "provider_id = ?", p.id)).toBe(0);
  });

  it("takes 3 and 20 characters, dashes, and no board at all", async () => {
    for (const licenseNumber of ["a-1", "A".repeat(20)]) {
      const p = await listing();
      const { cookie } = await ownerOf(p.id);
      const res = await fetcherPost(practiceAction, PRACTICE, submission({ licenseNumber, boardCode: "", boardSpecialty: "" }), { cookie });
      expect(res.status, licenseNumber).toBe(303);
      expect(await stored(p.id)).toMatchObject({ license_number: licenseNumber.toUpperCase(), board_code: null, board_specialty: null });
    }
  });
});

describe("the owner submits for checking", () => {
  it("stores the fields unchecked, logs the change, shows 'Submitted for checking' and purges the profile", async () => {
    const p = await listing();
    const { user, cookie } = await ownerOf(p.id);
    expect((await practiceLoader(routeArgs<never>(PRACTICE, { headers: { Cookie: cookie } }))).credentials.status).toBe(NOTHING_SUBMITTED);
    const key = cacheKey(`${TEST_ORIGIN}/provider/${p.id}`);
    await defaultCache().put(key, new Response("cached", { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }));

    const res = await fetcherPost(practiceAction, PRACTICE, submission(), { cookie });
    expect(res.status).toBe(303);
    expect(res.data.location).toBe(`${PRACTICE}#credentials`);
    expect(await stored(p.id)).toMatchObject({
      license_number: "ME12345",
      license_state: "FL",
      board_code: "ABPS",
      board_specialty: "Plastic Surgery",
      status: "unchecked",
      submitted_by: user.id,
      checked_on: null,
    });
    expect(await defaultCache().match(key)).toBeUndefined();
    const log = await env.DB.prepare("SELECT field, before, after, actor_email FROM listing_changes WHERE provider_id = ?")
      .bind(p.id)
      .all();
    expect(log.results).toEqual([
      { field: "credentials", before: null, after: "FL ME12345 · ABPS: Plastic Surgery", actor_email: user.email },
    ]);

    const page = await practiceLoader(routeArgs<never>(PRACTICE, { headers: { Cookie: cookie } }));
    expect(page.credentials).toEqual({
      status: SUBMITTED_FOR_CHECKING,
      form: { licenseNumber: "ME12345", licenseState: "FL", boardCode: "ABPS", boardSpecialty: "Plastic Surgery" },
    });
    // The public profile says it is not checked yet, and what the two labels mean.
    expect((await profile(p.id)).credentials).toEqual({
      status: "unchecked",
      license: "License FL ME12345 submitted by the practice, not yet checked by TruSelf",
      board: "Board certification: American Board of Plastic Surgery, Plastic Surgery",
    });
  });

  it("tells the owner when nothing changed, and writes nothing", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    await fetcherPost(practiceAction, PRACTICE, submission(), { cookie });
    const again = await fetcherPost(practiceAction, PRACTICE, submission(), { cookie });
    expect(again.status).toBe(303);
    expect(await count("listing_changes", "provider_id = ?", p.id)).toBe(1);
  });

  it("answers with the exact toasts", async () => {
    const p = await listing();
    const { cookie } = await ownerOf(p.id);
    expect((await plainPost(practiceAction, PRACTICE, submission(), { cookie })).toast).toEqual(CREDENTIALS_SUBMITTED);
    expect((await plainPost(practiceAction, PRACTICE, submission(), { cookie })).toast).toEqual(CREDENTIALS_UNCHANGED);
  });

  it("only the listing's owner submits; a forged provider id is ignored", async () => {
    const p = await listing();
    const other = await listing();
    const demoListing = await listing();
    const refusals: [Parameters<typeof createUser>[0], string][] = [
      [{ role: "provider", providerId: p.id, practiceRole: "member" }, OWNERS_ONLY],
      [{ role: "provider" }, NOT_A_PRACTICE],
      [{ role: "patient" }, FORBIDDEN],
      [{ role: "admin" }, FORBIDDEN],
      [{ role: "patient", isDemo: true }, FORBIDDEN],
      [{ role: "provider", providerId: demoListing.id, practiceRole: "owner", isDemo: true }, DEMO_WRITE_REFUSED],
    ];
    for (const [spec, message] of refusals) {
      const { cookie } = await signedIn(spec);
      const res = await fetcherPost(practiceAction, PRACTICE, submission(), { cookie });
      expect(res.status, JSON.stringify(spec)).toBe(403);
      expect(res.data.toast?.description, JSON.stringify(spec)).toBe(message);
    }
    const guest = await fetcherPost(practiceAction, PRACTICE, submission());
    expect(guest.status).toBe(401);
    expect(await count("provider_credentials")).toBe(0);

    // The owner of `p` names `other`: the submission lands on `p`, its own listing.
    const { cookie } = await ownerOf(p.id);
    const res = await fetcherPost(practiceAction, PRACTICE, { ...submission(), providerId: other.id }, { cookie });
    expect(res.status).toBe(303);
    expect(await stored(other.id)).toBeNull();
    expect(await stored(p.id)).toMatchObject({ status: "unchecked" });
  });
});

describe("admins check", () => {
  it("records the check (day, admin, source), audits it, purges the profile, and the profile and card say so", async () => {
    const p = await listing();
    const { cookie: ownerCookie } = await ownerOf(p.id);
    await fetcherPost(practiceAction, PRACTICE, submission(), { cookie: ownerCookie });
    const { user: admin, cookie } = await anAdmin();
    const key = cacheKey(`${TEST_ORIGIN}/provider/${p.id}`);
    await defaultCache().put(key, new Response("cached", { headers: { "Cache-Control": PUBLIC_CACHE_CONTROL } }));

    const res = await fetcherPost(checkAction, ADMIN, check(p.id), { cookie });
    expect(res.status).toBe(303);
    expect(res.data.location).toBe(ADMIN);
    expect(await stored(p.id)).toMatchObject({
      status: "checked",
      checked_on: "2026-11-03",
      checked_by: admin.id,
      checked_by_email: admin.email,
      check_source: "Florida Board of Medicine",
    });
    expect(await defaultCache().match(key)).toBeUndefined();
    const audit = await env.DB.prepare("SELECT actor_email, action, target_id, summary FROM admin_audit_log WHERE target_id = ?")
      .bind(p.id)
      .all();
    expect(audit.results).toEqual([
      {
        actor_email: admin.email,
        action: "credentials.check",
        target_id: p.id,
        summary: "checked: FL ME12345 · ABPS: Plastic Surgery, checked on 2026-11-03 (source: Florida Board of Medicine)",
      },
    ]);

    const page = await profile(p.id);
    expect(page.credentials).toEqual({
      status: "checked",
      label: expect.objectContaining({ tone: "checked", text: CREDENTIALS_CHECKED }),
      license: "License FL ME12345 checked by TruSelf on 3 Nov 2026 (source: Florida Board of Medicine)",
      board: "Board certification: American Board of Plastic Surgery, Plastic Surgery",
    });
    expect(VERIFIED_VS_CHECKED).toContain("“Credentials checked” means a TruSelf admin checked the license with the board that issued it.");
    expect((await cardOf(p.name))[0]).toMatchObject({ id: p.id, isVerified: p.isVerified, credential: { text: CREDENTIALS_CHECKED } });
    const owner = await practiceLoader(routeArgs<never>(PRACTICE, { headers: { Cookie: ownerCookie } }));
    expect(owner.credentials).toMatchObject({ status: CREDENTIALS_CHECKED, detail: page.credentials!.license });
  });

  it("answers with the exact toast", async () => {
    const p = await listing();
    const { cookie } = await anAdmin();
    const res = await plainPost(checkAction, ADMIN, check(p.id, { status: "suspended" }), { cookie });
    expect(res.toast).toEqual(checkSaved("suspended", p.name));
    expect(res.toast).toEqual({
      title: "License marked suspended",
      description: `${p.name}'s profile and card now show it.`,
      type: "success",
    });
  });

  it("shows 'License suspended' and 'License expired' on the profile and the card, and neither passes the filter", async () => {
    const suspended = await listing();
    const expired = await listing();
    const { cookie } = await anAdmin();
    await fetcherPost(checkAction, ADMIN, check(suspended.id, { status: "suspended" }), { cookie });
    await fetcherPost(checkAction, ADMIN, check(expired.id, { status: "expired", licenseNumber: "ME-777" }), { cookie });
    expect((await profile(suspended.id)).credentials).toMatchObject({
      label: expect.objectContaining({ tone: "warning", text: LICENSE_SUSPENDED }),
      license: "License FL ME12345 checked by TruSelf on 3 Nov 2026 (source: Florida Board of Medicine)",
    });
    expect((await profile(expired.id)).credentials).toMatchObject({
      label: expect.objectContaining({ tone: "warning", text: LICENSE_EXPIRED }),
    });
    expect((await cardOf(suspended.name))[0]?.credential).toMatchObject({ tone: "warning", text: LICENSE_SUSPENDED });
    expect((await cardOf(expired.name))[0]?.credential).toMatchObject({ tone: "warning", text: LICENSE_EXPIRED });
    expect(await cardOf(suspended.name, "&credentials=checked")).toEqual([]);
    expect(await cardOf(expired.name, "&credentials=checked")).toEqual([]);
  });

  it("checks the check's fields with exact messages; an unknown provider is a 404", async () => {
    const p = await listing();
    const { cookie } = await anAdmin();
    const cases: [Record<string, string>, string, string][] = [
      [{ status: "" }, "status", STATUS_INVALID],
      [{ status: "unchecked" }, "status", STATUS_INVALID],
      [{ source: "" }, "source", SOURCE_REQUIRED],
      [{ source: "s".repeat(201) }, "source", SOURCE_TOO_LONG],
      [{ checkedOn: "" }, "checkedOn", CHECKED_ON_INVALID],
      [{ checkedOn: "2026-02-30" }, "checkedOn", CHECKED_ON_INVALID],
      [{ checkedOn: "2026-13-01" }, "checkedOn", CHECKED_ON_INVALID],
      [{ checkedOn: "3 Nov 2026" }, "checkedOn", CHECKED_ON_INVALID],
      [{ checkedOn: utcDay(2) }, "checkedOn", CHECKED_ON_FUTURE],
      [{ licenseNumber: "x" }, "licenseNumber", LICENSE_INVALID],
    ];
    for (const [fields, field, message] of cases) {
      const res = await fetcherPost(checkAction, ADMIN, check(p.id, fields), { cookie });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(errorsOf(res)[field], JSON.stringify(fields)).toEqual([message]);
    }
    const missing = await fetcherPost(checkAction, ADMIN, check("no-such-provider"), { cookie });
    expect(missing.status).toBe(404);
    expect(missing.data.toast?.description).toBe(CHECK_PROVIDER_MISSING);
    expect(await count("provider_credentials")).toBe(0);
    expect(await count("admin_audit_log", "action = 'credentials.check'")).toBe(0);
  });

  it("only admins check: guests sign in; patients, providers (even the owner) and the demo account are refused", async () => {
    const p = await listing();
    for (const spec of [
      { role: "patient" as const },
      { role: "provider" as const, providerId: p.id, practiceRole: "owner" as const },
      { role: "patient" as const, isDemo: true },
    ]) {
      const { cookie } = await signedIn(spec);
      const res = await fetcherPost(checkAction, ADMIN, check(p.id), { cookie });
      expect(res.status, JSON.stringify(spec)).toBe(403);
      expect(res.data.toast?.description).toBe(FORBIDDEN);
    }
    expect((await fetcherPost(checkAction, ADMIN, check(p.id))).status).toBe(401);
    expect(await stored(p.id)).toBeNull();
    const { cookie } = await signedIn({ role: "patient" });
    await expect(credentialsLoader(routeArgs<never>(ADMIN, { headers: { Cookie: cookie } }))).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it("an edit after a check resets the status to unchecked, keeps the last check, and the badge and filter drop it", async () => {
    const p = await listing();
    const { cookie: ownerCookie } = await ownerOf(p.id);
    await fetcherPost(practiceAction, PRACTICE, submission(), { cookie: ownerCookie });
    const { cookie } = await anAdmin();
    await fetcherPost(checkAction, ADMIN, check(p.id), { cookie });
    expect((await cardOf(p.name, "&credentials=checked")).map((c) => c.id)).toEqual([p.id]);

    // The same fields again change nothing: still checked.
    await fetcherPost(practiceAction, PRACTICE, submission(), { cookie: ownerCookie });
    expect(await stored(p.id)).toMatchObject({ status: "checked" });
    // Only the board's specialty changes: back to unchecked.
    await fetcherPost(practiceAction, PRACTICE, submission({ boardSpecialty: "Cosmetic Surgery" }), { cookie: ownerCookie });
    expect(await stored(p.id)).toMatchObject({
      status: "unchecked",
      board_specialty: "Cosmetic Surgery",
      checked_on: "2026-11-03",
      check_source: "Florida Board of Medicine",
    });
    expect((await profile(p.id)).credentials).toEqual({
      status: "unchecked",
      license: "License FL ME12345 submitted by the practice, not yet checked by TruSelf",
      board: "Board certification: American Board of Plastic Surgery, Cosmetic Surgery",
    });
    expect((await cardOf(p.name))[0]).not.toHaveProperty("credential");
    expect(await cardOf(p.name, "&credentials=checked")).toEqual([]);
  });
});

describe("the admins' list", () => {
  it("lists waiting submissions first (oldest first), then the rest; filters by status and name", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const [a, b, c] = [
      await listing({ name: `Queue ${tag} Alpha` }),
      await listing({ name: `Queue ${tag} Beta` }),
      await listing({ name: `Queue ${tag} Gamma` }),
    ];
    const { cookie } = await anAdmin();
    await fetcherPost(checkAction, ADMIN, check(a.id), { cookie });
    for (const p of [b, c]) {
      const owner = await ownerOf(p.id);
      await fetcherPost(practiceAction, PRACTICE, submission(), { cookie: owner.cookie });
    }
    const load = async (query: string) =>
      (await credentialsLoader(routeArgs<never>(`${ADMIN}${query}`, { headers: { Cookie: cookie } }))).queue.rows.map((r) => r.name);
    expect(await load(`?q=${tag}`)).toEqual([b.name, c.name, a.name]);
    expect(await load(`?q=${tag}&status=checked`)).toEqual([a.name]);
    expect(await load(`?q=${tag}&status=unchecked`)).toEqual([b.name, c.name]);
    expect(await load(`?q=${tag.toUpperCase()} gamma`)).toEqual([c.name]);
    const opened = await credentialsLoader(routeArgs<never>(`${ADMIN}?provider=${b.id}`, { headers: { Cookie: cookie } }));
    expect(opened.target).toMatchObject({ provider: { id: b.id, name: b.name }, credentials: { status: "unchecked" } });
  });
});

describe("the 'Credentials checked' filter", () => {
  it("reads credentials=checked (and its aliases) from the URL and keeps it in links and the count", () => {
    for (const value of ["checked", "CHECKED", "1", "true", "yes"])
      expect(parseDirectoryFilters(new URLSearchParams(`credentials=${value}`)).credentials, value).toBe("checked");
    expect(parseDirectoryFilters(new URLSearchParams("credentials=nope")).credentials).toBeUndefined();
    const filters = parseDirectoryFilters(new URLSearchParams("credentials=1&q=botox"));
    expect(directorySearch(filters)).toBe("?q=botox&credentials=checked");
    expect(activeFilterCount(filters)).toBe(2);
  });

  it("lists checked providers only, with other filters too", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const checked = await listing({ name: `Filter ${tag} One`, type: "dermatologist" });
    const alsoChecked = await listing({ name: `Filter ${tag} Two`, type: "medspa" });
    const submitted = await listing({ name: `Filter ${tag} Three` });
    await listing({ name: `Filter ${tag} Four` });
    const { cookie } = await anAdmin();
    await fetcherPost(checkAction, ADMIN, check(checked.id), { cookie });
    await fetcherPost(checkAction, ADMIN, check(alsoChecked.id), { cookie });
    const owner = await ownerOf(submitted.id);
    await fetcherPost(practiceAction, PRACTICE, submission(), { cookie: owner.cookie });
    const ids = async (extra: string) => (await cardOf(`Filter ${tag}`, extra)).map((c) => c.id).sort();
    expect((await ids("")).length).toBe(4);
    expect(await ids("&credentials=checked")).toEqual([checked.id, alsoChecked.id].sort());
    expect(await ids("&credentials=checked&type=dermatologist")).toEqual([checked.id]);
  });
});
