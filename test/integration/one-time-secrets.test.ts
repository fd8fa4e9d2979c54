/**
 * The one module for one-time secrets (issue 46 item 2, decision 063): only a hash stored, a
 * constant-time compare, expiry, the tries of a code, one use, one kind never passing for another,
 * and migration 0028 moving the rows of the old tables with their hashes intact.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  checkCode,
  codeState,
  consumeSecret,
  findSecret,
  issueSecret,
  replaceSecrets,
  SECRET_RULES,
  usableCount,
} from "~/auth/one-time-secrets.server";
import { SECRET_KINDS } from "~/db/schema";
import { appConfig } from "~/lib/env.server";
import { hmac, sameSecret, verifyHmac } from "~/lib/hmac.server";
import { sha256Hex } from "~/lib/ids";
import { advanceClock } from "../fixtures/clock";
import { insertProviders, providerRow } from "../fixtures/directory";
import { createUser } from "../fixtures/users";

type Row = {
  id: string;
  kind: string;
  target: string;
  user_id: string | null;
  secret_hash: string;
  attempts: number;
  expires_at: number | null;
  consumed_at: number | null;
};

async function rowOf(id: string): Promise<Row | null> {
  return env.DB.prepare("SELECT * FROM one_time_secrets WHERE id = ?").bind(id).first<Row>();
}

describe("the limits of each kind", () => {
  it("keeps the lifetimes and tries stated in SECURITY.md", () => {
    const minutes = (kind: (typeof SECRET_KINDS)[number]) => (SECRET_RULES[kind].ttlMs ?? 0) / 60_000;
    expect(SECRET_KINDS.map((kind) => [kind, minutes(kind)])).toEqual([
      ["verify_email", 24 * 60],
      ["reset_password", 60],
      ["sign_in_code", 10],
      ["listing_claim", 15],
      ["practice_invite", 7 * 24 * 60],
      ["webauthn_register", 5],
      ["webauthn_signin", 5],
      ["webauthn_verify", 5],
      ["recovery_code", 0],
    ]);
    expect(SECRET_RULES.recovery_code.ttlMs).toBeNull();
    expect(SECRET_RULES.sign_in_code).toMatchObject({ form: "code", tries: 5 });
    expect(SECRET_RULES.listing_claim).toMatchObject({ form: "code", tries: 5 });
  });
});

describe("codes", () => {
  it("stores only a keyed hash salted with the row id, never the code or its plain SHA-256", async () => {
    const { id, secret } = await issueSecret("sign_in_code", { target: "salted@example.com" });
    expect(secret).toMatch(/^\d{6}$/);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ kind: "sign_in_code", target: "salted@example.com", attempts: 0, consumed_at: null });
    expect(row.secret_hash).toBe(await hmac("sign-in-code", `${id}:${secret}`));
    expect(row.secret_hash).not.toContain(secret);
    expect(row.secret_hash).not.toBe(await sha256Hex(secret));
    expect(row.expires_at! - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it("uses up a try before each compare and refuses every guess after the fifth, the right code included", async () => {
    const { id, secret } = await issueSecret("sign_in_code", { target: "guessed@example.com" });
    const wrong = secret === "000000" ? "111111" : "000000";
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const check = await checkCode("sign_in_code", "guessed@example.com", wrong);
      if (check.outcome === "wrong") left.push(check.triesLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await checkCode("sign_in_code", "guessed@example.com", secret)).toEqual({ outcome: "none" });
    expect(await codeState("sign_in_code", "guessed@example.com")).toBe("tries");
    expect((await rowOf(id))!.attempts).toBe(5);
  });

  it("lets parallel guesses use no more than the five tries", async () => {
    await issueSecret("listing_claim", { target: "claim-parallel" });
    const checks = await Promise.all(Array.from({ length: 12 }, () => checkCode("listing_claim", "claim-parallel", "not-it")));
    expect(checks.filter((c) => c.outcome === "wrong")).toHaveLength(5);
    expect(checks.filter((c) => c.outcome === "none")).toHaveLength(7);
  });

  it("is consumed by the right code, once", async () => {
    const { id, secret } = await issueSecret("sign_in_code", { target: "once@example.com" });
    expect(await checkCode("sign_in_code", "once@example.com", secret)).toEqual({ outcome: "right", id });
    expect(await checkCode("sign_in_code", "once@example.com", secret)).toEqual({ outcome: "none" });
    expect(await codeState("sign_in_code", "once@example.com")).toBe("used");
    expect((await rowOf(id))!.consumed_at).not.toBeNull();
  });

  it("expires after its kind's time", async () => {
    const { secret } = await issueSecret("listing_claim", { target: "claim-late" });
    advanceClock(15 * 60_000 + 1);
    expect(await checkCode("listing_claim", "claim-late", secret)).toEqual({ outcome: "none" });
    expect(await codeState("listing_claim", "claim-late")).toBe("expired");
  });

  it("retires the earlier code of the same target when a new one is issued", async () => {
    const first = await issueSecret("sign_in_code", { target: "twice@example.com" });
    const second = await issueSecret("sign_in_code", { target: "twice@example.com" });
    expect(await rowOf(first.id)).toBeNull();
    if (first.secret !== second.secret) {
      expect(await checkCode("sign_in_code", "twice@example.com", first.secret)).toMatchObject({ outcome: "wrong" });
    }
    expect(await checkCode("sign_in_code", "twice@example.com", second.secret)).toEqual({ outcome: "right", id: second.id });
  });

  it("never passes for another kind, nor for another target", async () => {
    const { secret } = await issueSecret("listing_claim", { target: "shared-target" });
    expect(await checkCode("sign_in_code", "shared-target", secret)).toEqual({ outcome: "none" });
    expect(await checkCode("listing_claim", "other-target", secret)).toEqual({ outcome: "none" });
    expect(await checkCode("listing_claim", "shared-target", secret)).toMatchObject({ outcome: "right" });
  });
});

describe("link tokens, challenges and recovery codes", () => {
  it("stores only the SHA-256 and finds the token without using it up", async () => {
    const user = await createUser();
    const { id, secret } = await issueSecret("verify_email", { target: user.id, userId: user.id });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await rowOf(id))!.secret_hash).toBe(await sha256Hex(secret));
    expect(await findSecret("verify_email", secret)).toEqual({ id, target: user.id, userId: user.id });
    expect(await findSecret("verify_email", secret)).not.toBeNull();
  });

  it("is consumed once, even by two uses at the same moment", async () => {
    const user = await createUser();
    const { secret } = await issueSecret("reset_password", { target: user.id, userId: user.id });
    const uses = await Promise.all([consumeSecret("reset_password", secret), consumeSecret("reset_password", secret)]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect(await consumeSecret("reset_password", secret)).toBeNull();
    expect(await findSecret("reset_password", secret)).toBeNull();
    // Used up, it is still known (a second click tells "already used" from a bad link).
    expect(await findSecret("reset_password", secret, { anyState: true })).toMatchObject({ target: user.id });
  });

  it("refuses a token of another kind, and malformed input", async () => {
    const user = await createUser();
    const { secret } = await issueSecret("reset_password", { target: user.id, userId: user.id });
    expect(await findSecret("verify_email", secret)).toBeNull();
    expect(await consumeSecret("practice_invite", secret)).toBeNull();
    expect(await consumeSecret("reset_password", `${secret}!`)).toBeNull();
    expect(await consumeSecret("reset_password", 42)).toBeNull();
    expect(await consumeSecret("reset_password", secret)).toMatchObject({ target: user.id });
  });

  it("expires a link after its kind's time", async () => {
    const user = await createUser();
    const { secret } = await issueSecret("reset_password", { target: user.id, userId: user.id });
    advanceClock(60 * 60_000 + 1);
    expect(await consumeSecret("reset_password", secret)).toBeNull();
  });

  it("holds a challenge to its target: another user's or browser's id finds nothing", async () => {
    const { secret } = await issueSecret("webauthn_signin", { target: "browser-a", secret: "challenge-abcdefgh" });
    expect(await consumeSecret("webauthn_signin", secret, { target: "browser-b" })).toBeNull();
    expect(await consumeSecret("webauthn_verify", secret, { target: "browser-a" })).toBeNull();
    expect(await consumeSecret("webauthn_signin", secret, { target: "browser-a" })).toMatchObject({ target: "browser-a" });
  });

  it("keeps recovery codes until used, ten at a time, typed with or without dashes and capitals", async () => {
    const user = await createUser();
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    await replaceSecrets("recovery_code", user.id, codes, user.id);
    expect(await usableCount("recovery_code", user.id)).toBe(10);
    advanceClock(365 * 24 * 60 * 60_000);
    expect(await consumeSecret("recovery_code", "ABCD3EFGH3", { target: user.id })).toMatchObject({ target: user.id });
    expect(await consumeSecret("recovery_code", "abcd3-efgh3", { target: user.id })).toBeNull();
    expect(await usableCount("recovery_code", user.id)).toBe(9);
    await replaceSecrets("recovery_code", user.id, ["newer-codes"], user.id);
    expect(await usableCount("recovery_code", user.id)).toBe(1);
    expect(await consumeSecret("recovery_code", "abcd4-efgh4", { target: user.id })).toBeNull();
  });
});

describe("the one HMAC helper", () => {
  it("compares in constant time: equal only for the same bytes and length", () => {
    expect(sameSecret("a1b2c3", "a1b2c3")).toBe(true);
    expect(sameSecret("a1b2c3", "a1b2c4")).toBe(false);
    expect(sameSecret("a1b2c3", "b1b2c3")).toBe(false);
    expect(sameSecret("a1b2c3", "a1b2c")).toBe(false);
    expect(sameSecret("a1b2c", "a1b2c3")).toBe(false);
    expect(sameSecret("", "")).toBe(true);
    expect(sameSecret("", "x")).toBe(false);
  });

  it("signs per purpose: a value signed for one purpose never verifies for another", async () => {
    const mac = await hmac("media-upload", "id:1:2", "base64url");
    expect(mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await verifyHmac("media-upload", "id:1:2", mac, "base64url")).toBe(true);
    expect(await verifyHmac("review-origin", "id:1:2", mac, "base64url")).toBe(false);
    expect(await verifyHmac("media-upload", "id:1:3", mac, "base64url")).toBe(false);
    expect(await verifyHmac("media-upload", "id:1:2", undefined, "base64url")).toBe(false);
    expect(await hmac("sign-in-code", "x")).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** The old code hash (app/lib/one-time-codes.server.ts before decision 063), written out here on purpose. */
async function oldCodeHash(purpose: string, rowId: string, code: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`${purpose}:${appConfig().SESSION_SECRET}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${rowId}:${code}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const OLD_TABLES = ["verification_tokens", "sign_in_codes", "recovery_codes", "webauthn_challenges", "listing_claims", "practice_invites"];

/** The statements of migrations before 0028 that made the old tables (and their indexes). */
function oldShape(): string[] {
  const named = (q: string) => OLD_TABLES.some((t) => q.includes(`TABLE \`${t}\``) || q.includes(`ON \`${t}\``));
  return env.TEST_MIGRATIONS.filter((m) => m.name < "0028").flatMap((m) => m.queries.filter(named));
}

describe("migration 0028", () => {
  it("moves the rows of the old tables into one_time_secrets with their hashes, so secrets sent before still work", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0028_one_time_secrets"));
    expect(migration).toBeDefined();
    const owner = await createUser();
    const claimant = await createUser();
    const listing = providerRow();
    await insertProviders([listing]);
    const now = Date.now();
    const later = now + 10 * 60_000;

    // Back to the shape before 0028 (this database is emptied before every test; nothing else is lost).
    await env.DB.batch(["one_time_secrets", "listing_claims", "practice_invites"].map((t) => env.DB.prepare(`DROP TABLE \`${t}\``)));
    await env.DB.batch(oldShape().map((q) => env.DB.prepare(q)));
    const hash = (text: string) => sha256Hex(text);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO verification_tokens (id, user_id, purpose, token_hash, expires_at, used_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind("vt-1", owner.id, "verify_email", await hash("verify-token-0123456789-0123456789-0123456789"), later, null, now),
      env.DB.prepare(
        "INSERT INTO verification_tokens (id, user_id, purpose, token_hash, expires_at, used_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind("vt-2", owner.id, "reset_password", await hash("reset-token-used"), later, now, now),
      env.DB.prepare(
        "INSERT INTO sign_in_codes (id, email, code_hash, attempts, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind("sc-1", "moved@example.com", await oldCodeHash("sign-in-code", "sc-1", "123456"), 2, now, later, null),
      env.DB.prepare(
        "INSERT INTO listing_claims (id, provider_id, user_id, method, email, code_hash, code_expires_at, attempts, status, created_at) VALUES (?, ?, ?, 'email_code', ?, ?, ?, ?, 'pending', ?)",
      ).bind("lc-1", listing.id, claimant.id, "office@clinic.example", await oldCodeHash("listing-claim", "lc-1", "654321"), later, 1, now),
      env.DB.prepare(
        "INSERT INTO listing_claims (id, provider_id, user_id, method, email, code_hash, code_expires_at, attempts, status, decided_at, created_at) VALUES (?, ?, ?, 'email_code', ?, ?, ?, 0, 'cancelled', ?, ?)",
      ).bind(
        "lc-2",
        listing.id,
        claimant.id,
        "office@clinic.example",
        await oldCodeHash("listing-claim", "lc-2", "111111"),
        later,
        now,
        now,
      ),
      env.DB.prepare(
        "INSERT INTO listing_claims (id, provider_id, user_id, method, note, status, created_at) VALUES (?, ?, ?, 'admin_review', 'I run it', 'pending', ?)",
      ).bind("lc-3", listing.id, claimant.id, now),
      env.DB.prepare(
        "INSERT INTO practice_invites (id, provider_id, email, token_hash, invited_by, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).bind("pi-1", listing.id, "hire@clinic.example", await hash("invite-token-0123456789-0123456789-abcdefg"), owner.id, later, now),
      env.DB.prepare("INSERT INTO recovery_codes (id, user_id, code_hash, used_at, created_at) VALUES (?, ?, ?, ?, ?)").bind(
        "rc-1",
        owner.id,
        await hash("abcdefghij"),
        null,
        now,
      ),
      env.DB.prepare("INSERT INTO webauthn_challenges (id, user_id, purpose, challenge, expires_at) VALUES (?, ?, 'register', ?, ?)").bind(
        "wc-1",
        owner.id,
        "plain-challenge",
        later,
      ),
    ]);

    await env.DB.batch(migration!.queries.map((q) => env.DB.prepare(q)));

    const rows = (await env.DB.prepare("SELECT * FROM one_time_secrets ORDER BY id").all<Row>()).results;
    expect(rows.map((r) => [r.id, r.kind, r.target, r.user_id, r.attempts, r.expires_at, r.consumed_at])).toEqual([
      ["lc-1", "listing_claim", "lc-1", claimant.id, 1, later, null],
      ["lc-2", "listing_claim", "lc-2", claimant.id, 0, later, now],
      ["pi-1", "practice_invite", "pi-1", null, 0, later, null],
      ["rc-1", "recovery_code", owner.id, owner.id, 0, null, null],
      ["sc-1", "sign_in_code", "moved@example.com", null, 2, later, null],
      ["vt-1", "verify_email", owner.id, owner.id, 0, later, null],
      ["vt-2", "reset_password", owner.id, owner.id, 0, later, now],
    ]);
    // The old places are gone; the claim and invitation records stay, without their secrets.
    const tables = (await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>()).results.map(
      (t) => t.name,
    );
    for (const gone of ["verification_tokens", "sign_in_codes", "recovery_codes", "webauthn_challenges"])
      expect(tables).not.toContain(gone);
    const columns = async (table: string) =>
      (await env.DB.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>()).results.map((c) => c.name);
    expect(await columns("listing_claims")).not.toContain("code_hash");
    expect(await columns("listing_claims")).not.toContain("attempts");
    expect(await columns("practice_invites")).not.toContain("token_hash");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM listing_claims").first("n")).toBe(3);
    expect(await env.DB.prepare("SELECT email FROM practice_invites WHERE id = 'pi-1'").first("email")).toBe("hire@clinic.example");

    // What was sent before the migration still works once, through the one module.
    expect(await checkCode("sign_in_code", "moved@example.com", "123456")).toEqual({ outcome: "right", id: "sc-1" });
    expect(await checkCode("listing_claim", "lc-1", "000000")).toEqual({ outcome: "wrong", triesLeft: 3 });
    expect(await checkCode("listing_claim", "lc-1", "654321")).toEqual({ outcome: "right", id: "lc-1" });
    expect(await checkCode("listing_claim", "lc-2", "111111")).toEqual({ outcome: "none" });
    expect(await consumeSecret("verify_email", "verify-token-0123456789-0123456789-0123456789")).toMatchObject({ target: owner.id });
    expect(await consumeSecret("reset_password", "reset-token-used")).toBeNull();
    expect(await findSecret("practice_invite", "invite-token-0123456789-0123456789-abcdefg")).toMatchObject({ target: "pi-1" });
    expect(await consumeSecret("recovery_code", "abcde-fghij", { target: owner.id })).toMatchObject({ target: owner.id });
  });
});
