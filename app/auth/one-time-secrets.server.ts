/**
 * Every one-time secret in one place (issue 46 item 2, decision 063), as the Epic Stack keeps one
 * verification flow: e-mail verification and password-reset links, e-mailed sign-in and
 * listing-claim codes, practice invitation links, WebAuthn challenges and recovery codes.
 *
 * A secret is issued for a `kind` and a `target` (what it proves or opens), stored only as a hash
 * (`one_time_secrets`), compared in constant time, expires after its kind's time, and is consumed
 * once, atomically (two uses at the same moment cannot both succeed). A code (six digits) is
 * guessable, so each check first uses up one of its kind's tries, atomically, before comparing, and
 * its hash is an HMAC under the app's secret salted with the row id, so neither a database leak nor
 * a table of the million codes reveals one. A link token, challenge or recovery code carries 50 to
 * 256 random bits: it is found by its SHA-256. A secret of one kind never passes for another.
 */
import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { oneTimeSecrets, type SecretKind } from "~/db/schema";
import { hmac, sameSecret } from "~/lib/hmac.server";
import { newId, randomToken, sha256Hex } from "~/lib/ids";
import { CLAIM_CODE_MINUTES, CLAIM_CODE_TRIES, INVITE_DAYS } from "./secret-lifetimes";
import { SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_TRIES } from "./signin-code-texts";

export type { SecretKind };

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

type Rule =
  | { form: "code"; ttlMs: number; tries: number; hmacPurpose: string }
  | { form: "token"; ttlMs: number | null; normalize?: (secret: string) => string };

/** Each kind's form, lifetime and tries: the limits stated in SECURITY.md, unchanged by decision 063. */
export const SECRET_RULES: Record<SecretKind, Rule> = {
  verify_email: { form: "token", ttlMs: DAY },
  reset_password: { form: "token", ttlMs: 60 * MINUTE },
  sign_in_code: { form: "code", ttlMs: SIGN_IN_CODE_MINUTES * MINUTE, tries: SIGN_IN_CODE_TRIES, hmacPurpose: "sign-in-code" },
  listing_claim: { form: "code", ttlMs: CLAIM_CODE_MINUTES * MINUTE, tries: CLAIM_CODE_TRIES, hmacPurpose: "listing-claim" },
  practice_invite: { form: "token", ttlMs: INVITE_DAYS * DAY },
  webauthn_register: { form: "token", ttlMs: 5 * MINUTE },
  webauthn_signin: { form: "token", ttlMs: 5 * MINUTE },
  webauthn_verify: { form: "token", ttlMs: 5 * MINUTE },
  // "abcde-fghij" is typed as the person likes: dashes and case do not count.
  recovery_code: { form: "token", ttlMs: null, normalize: (code) => code.replace(/-/g, "").toLowerCase() },
};

/** Six random digits, evenly drawn from a CSPRNG. */
export function sixDigitCode(): string {
  const values = new Uint32Array(1);
  const ceiling = 4_294_000_000; // a multiple of 1,000,000 below 2^32
  for (;;) {
    crypto.getRandomValues(values);
    const n = values[0] ?? ceiling;
    if (n < ceiling) return String(n % 1_000_000).padStart(6, "0");
  }
}

/** The stored form of `secret` of `kind` in the row `id`. */
export function secretHash(kind: SecretKind, id: string, secret: string): Promise<string> {
  const rule = SECRET_RULES[kind];
  if (rule.form === "code") return hmac(rule.hmacPurpose, `${id}:${secret}`);
  return sha256Hex(rule.normalize ? rule.normalize(secret) : secret);
}

/** Usable now: not consumed, not expired, and (for a code) tries left. */
function usable(kind: SecretKind, now: number): SQL {
  const rule = SECRET_RULES[kind];
  return and(
    eq(oneTimeSecrets.kind, kind),
    isNull(oneTimeSecrets.consumedAt),
    or(isNull(oneTimeSecrets.expiresAt), gt(oneTimeSecrets.expiresAt, new Date(now))),
    ...(rule.form === "code" ? [lt(oneTimeSecrets.attempts, rule.tries)] : []),
  )!;
}

/** The same condition as SQL text over the row `id`, for a caller's batch that must act only while the secret is usable. */
export function stillUsable(id: string, now = Date.now()): SQL {
  return sql`EXISTS (SELECT 1 FROM one_time_secrets s WHERE s.id = ${id} AND s.consumed_at IS NULL AND (s.expires_at IS NULL OR s.expires_at > ${now}))`;
}

type Retire = ReturnType<typeof retireWrite>;

export type Issued = {
  id: string;
  secret: string;
  /** The writes to run (in the caller's batch, or through `issueSecret`): earlier secrets retired, the new one stored. */
  writes: [Retire, ReturnType<typeof insertWrite>];
};

/**
 * What a new secret does to the earlier ones of its kind and target: links are marked consumed (they
 * stay, so a second click can tell "already used" from a bad link), codes and invitations deleted;
 * WebAuthn challenges stay (two prompts may be open). Long-expired rows of the kind are pruned.
 */
function retireWrite(kind: SecretKind, target: string, now: number) {
  const earlier = and(eq(oneTimeSecrets.kind, kind), eq(oneTimeSecrets.target, target), isNull(oneTimeSecrets.consumedAt));
  const pruned = and(eq(oneTimeSecrets.kind, kind), lt(oneTimeSecrets.expiresAt, new Date(now - DAY)));
  if (kind === "verify_email" || kind === "reset_password")
    return db()
      .update(oneTimeSecrets)
      .set({ consumedAt: new Date(now) })
      .where(earlier);
  if (kind.startsWith("webauthn_"))
    return db()
      .delete(oneTimeSecrets)
      .where(and(eq(oneTimeSecrets.kind, kind), lt(oneTimeSecrets.expiresAt, new Date(now))));
  return db()
    .delete(oneTimeSecrets)
    .where(or(and(eq(oneTimeSecrets.kind, kind), eq(oneTimeSecrets.target, target)), pruned));
}

function insertWrite(values: typeof oneTimeSecrets.$inferInsert) {
  return db().insert(oneTimeSecrets).values(values);
}

/**
 * A new secret of `kind` for `target` (a six-digit code or a 256-bit link token, or `secret` when
 * the caller made it: a WebAuthn challenge).
 */
export async function prepareSecret(
  kind: SecretKind,
  input: { target: string; userId?: string | null; id?: string; secret?: string; now?: number },
): Promise<Issued> {
  const rule = SECRET_RULES[kind];
  const id = input.id ?? newId();
  const now = input.now ?? Date.now();
  const secret = input.secret ?? (rule.form === "code" ? sixDigitCode() : randomToken(32));
  const insert = insertWrite({
    id,
    kind,
    target: input.target,
    userId: input.userId ?? null,
    secretHash: await secretHash(kind, id, secret),
    createdAt: new Date(now),
    expiresAt: rule.ttlMs === null ? null : new Date(now + rule.ttlMs),
  });
  return { id, secret, writes: [retireWrite(kind, input.target, now), insert] };
}

/** Issues and stores a secret (earlier ones of the kind and target stop working); returns it to send. */
export async function issueSecret(kind: SecretKind, input: Parameters<typeof prepareSecret>[1]): Promise<{ id: string; secret: string }> {
  const issued = await prepareSecret(kind, input);
  await db().batch(issued.writes);
  return { id: issued.id, secret: issued.secret };
}

/** Stores several secrets of `kind` for `target` at once in place of all earlier ones (recovery codes). */
export async function replaceSecrets(kind: SecretKind, target: string, secrets: string[], userId: string | null): Promise<void> {
  const rows = await Promise.all(
    secrets.map(async (secret) => {
      const id = newId();
      return { id, kind, target, userId, secretHash: await secretHash(kind, id, secret), expiresAt: null };
    }),
  );
  await db().batch([removeSecretsWrite(kind, target), db().insert(oneTimeSecrets).values(rows)]);
}

/** Deletes every secret of `kind` for `target` (a factor removed, an invitation withdrawn). */
export function removeSecretsWrite(kind: SecretKind, target: string | string[]) {
  return db()
    .delete(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.kind, kind),
        Array.isArray(target) ? inArray(oneTimeSecrets.target, target) : eq(oneTimeSecrets.target, target),
      ),
    );
}

export type CodeCheck = { outcome: "none" | "refused" } | { outcome: "wrong"; triesLeft: number } | { outcome: "right"; id: string };

/**
 * Checks a code against the newest usable code of `kind` for `target`: one try is used up first
 * (atomically, so parallel guesses never get more than the kind's tries), then the code compared
 * in constant time; the right one is consumed (once). `none`: no code left to try. `refuseGuess`
 * runs after the try is used up and before the compare (a cap across codes): true refuses it.
 */
export async function checkCode(
  kind: SecretKind,
  target: string,
  code: string,
  now = Date.now(),
  refuseGuess?: () => Promise<boolean>,
): Promise<CodeCheck> {
  const rule = SECRET_RULES[kind];
  if (rule.form !== "code") throw new Error(`${kind} is not a code`);
  const newest = db()
    .select({ id: oneTimeSecrets.id })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.target, target), usable(kind, now)))
    .orderBy(desc(oneTimeSecrets.createdAt))
    .limit(1);
  const [row] = await db()
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(and(eq(oneTimeSecrets.id, sql`(${newest})`), usable(kind, now)))
    .returning({ id: oneTimeSecrets.id, secretHash: oneTimeSecrets.secretHash, attempts: oneTimeSecrets.attempts });
  if (!row) return { outcome: "none" };
  if (refuseGuess && (await refuseGuess())) return { outcome: "refused" };
  if (!sameSecret(await secretHash(kind, row.id, code), row.secretHash)) return { outcome: "wrong", triesLeft: rule.tries - row.attempts };
  const used = await db()
    .update(oneTimeSecrets)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(oneTimeSecrets.id, row.id), isNull(oneTimeSecrets.consumedAt)))
    .returning({ id: oneTimeSecrets.id });
  return used[0] ? { outcome: "right", id: row.id } : { outcome: "none" };
}

/** A code's state for the message after a check found nothing to try: used up, out of tries, or expired. */
export async function codeState(kind: SecretKind, target: string): Promise<"missing" | "used" | "tries" | "expired"> {
  const rule = SECRET_RULES[kind];
  const row = await db()
    .select({ consumedAt: oneTimeSecrets.consumedAt, attempts: oneTimeSecrets.attempts })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.kind, kind), eq(oneTimeSecrets.target, target)))
    .orderBy(desc(oneTimeSecrets.createdAt))
    .get();
  if (!row) return "missing";
  if (row.consumedAt) return "used";
  if (rule.form === "code" && row.attempts >= rule.tries) return "tries";
  return "expired";
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,256}$/;

export type FoundSecret = { id: string; target: string; userId: string | null };

const found = {
  id: oneTimeSecrets.id,
  target: oneTimeSecrets.target,
  userId: oneTimeSecrets.userId,
  secretHash: oneTimeSecrets.secretHash,
};

/** Matches the hash in constant time after the indexed lookup (the lookup finds it; the compare decides). */
async function hashed(kind: SecretKind, token: unknown): Promise<string | null> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return null;
  return secretHash(kind, "", token);
}

function confirmed(rows: Array<FoundSecret & { secretHash: string }>, hash: string): FoundSecret | null {
  const row = rows.find((r) => sameSecret(r.secretHash, hash));
  return row ? { id: row.id, target: row.target, userId: row.userId } : null;
}

/**
 * The usable secret of `kind` that `token` is (a link token, a challenge, a recovery code), within
 * `target` when given; does not consume it.
 */
export async function findSecret(
  kind: SecretKind,
  token: unknown,
  opts: { target?: string; anyState?: boolean } = {},
): Promise<FoundSecret | null> {
  const hash = await hashed(kind, token);
  if (!hash) return null;
  const rows = await db()
    .select(found)
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.kind, kind),
        eq(oneTimeSecrets.secretHash, hash),
        ...(opts.target === undefined ? [] : [eq(oneTimeSecrets.target, opts.target)]),
        ...(opts.anyState ? [] : [usable(kind, Date.now())]),
      ),
    )
    .all();
  return confirmed(rows, hash);
}

/** Consumes the usable secret of `kind` that `token` is (atomically: once), within `target` when given. */
export async function consumeSecret(kind: SecretKind, token: unknown, opts: { target?: string } = {}): Promise<FoundSecret | null> {
  const hash = await hashed(kind, token);
  if (!hash) return null;
  const now = Date.now();
  const rows = await db()
    .update(oneTimeSecrets)
    .set({ consumedAt: new Date(now) })
    .where(
      and(
        eq(oneTimeSecrets.kind, kind),
        eq(oneTimeSecrets.secretHash, hash),
        ...(opts.target === undefined ? [] : [eq(oneTimeSecrets.target, opts.target)]),
        usable(kind, now),
      ),
    )
    .returning(found);
  return confirmed(rows, hash);
}

/** The write that consumes the secret `id` only while it is usable and `also` holds (for a caller's batch). */
export function consumeWrite(id: string, also?: SQL, now = Date.now()) {
  return db()
    .update(oneTimeSecrets)
    .set({ consumedAt: new Date(now) })
    .where(
      and(
        eq(oneTimeSecrets.id, id),
        isNull(oneTimeSecrets.consumedAt),
        or(isNull(oneTimeSecrets.expiresAt), gt(oneTimeSecrets.expiresAt, new Date(now))),
        also,
      ),
    )
    .returning({ id: oneTimeSecrets.id });
}

/** How many usable secrets of `kind` `target` has (recovery codes left). */
export async function usableCount(kind: SecretKind, target: string): Promise<number> {
  const row = await db()
    .select({ n: sql<number>`count(*)` })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.target, target), usable(kind, Date.now())))
    .get();
  return row?.n ?? 0;
}
