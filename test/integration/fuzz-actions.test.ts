/**
 * Issue 33, the security suite: property-based fuzzing (fast-check) of every action of the app.
 *
 * Every route module that exports `action` (found with import.meta.glob, cross-checked against
 * app/routes.ts so a new action cannot be left out) is posted form bodies built from its real
 * field names and values (read from the zod schema each of its forms declares: the pipeline
 * exposes `schema` and, for a page with several forms, `forms` by intent), mixed with random names
 * and hostile values: empty, whitespace, 100,000 characters, lone surrogates, bidi and control
 * characters, invalid UTF-8 bytes, numbers as text (negative, NaN, Infinity), repeated keys, File
 * parts with random bytes, wrong types for `intent`. Each case is sent as a guest, a patient or an
 * admin, as a fetcher or a plain form post, urlencoded or multipart, against real D1 and R2.
 *
 * Properties of every case: the action returns (no throw) with a status under 500; a refusal
 * carries a message a person can read (the reply's field or form error or toast, or the toast
 * cookie of a redirect back); a redirect stays on this site; a refused request leaves every table
 * and the R2 bucket as they were (a form the schema accepts may keep its rate-limit unit, by
 * design); an accepted request had a form its schema accepts (or a filled honeypot, which stores
 * nothing).
 *
 * Seeded; fast-check prints the seed and the shrunk counterexample of a
 * failure. What it found is listed in SECURITY.md ("Property-based fuzzing").
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { SignInSchema } from "~/auth/schemas";
import { saveSignUpDraft } from "~/auth/signup-draft.server";
import { createConversation } from "~/chat/conversations.server";
import { insertExtractionJob, insertPhotoImport, insertProviders, insertQuestion } from "~/dev/factories.server";
import { firstMessage } from "~/lib/action-reply";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { requestContext } from "~/lib/request-context";
import routeConfig from "~/routes";
import { toastOf } from "../fixtures/actions";
import { emptyTable, storedState } from "../fixtures/db-snapshot";
import { concatBytes, JPEG_BYTES, PNG_BYTES } from "../fixtures/images";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

/** Fixed, so a run is reproducible; a failure prints its seed and path (pass them to fc.assert to replay). */
const SEED = 33;
/** Cases per action route (each is a real request with two snapshots of the database around it). */
const RUNS = 16;

type AnyAction = ((args: never) => Promise<unknown>) & {
  schema?: z.ZodType;
  forms?: Record<string, { schema: z.ZodType }>;
  fallback?: string;
};
type RouteModule = { action?: AnyAction };

/** Actions that are not a bare formAction/formActions (declared per request): their schema. */
const SCHEMA_OF: Record<string, z.ZodType> = { "routes/auth/signin.tsx": SignInSchema };

// ---------------------------------------------------------------------------------------------
// Which routes have an action: the modules, cross-checked against the route config.

const modules = import.meta.glob<RouteModule>("~/routes/**/*.{ts,tsx}", { eager: true });
const moduleOf = (file: string) => modules[`/app/${file}`];

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };
function mounted(entries: Entry[], parent = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [{ file: entry.file, path: `/${path}`.replace(/\/+/g, "/") }, ...mounted(entry.children ?? [], path)];
  });
}
const ROUTES = mounted(routeConfig);
const ACTION_ROUTES = ROUTES.filter((r) => typeof moduleOf(r.file)?.action === "function");

type Form = { intent: string | undefined; schema: z.ZodType };
function formsOf(file: string): Form[] {
  const action = moduleOf(file)!.action!;
  if (action.forms) return Object.entries(action.forms).map(([intent, form]) => ({ intent, schema: form.schema }));
  const schema = action.schema ?? SCHEMA_OF[file];
  if (!schema) throw new Error(`${file}: its action exposes no schema; add it to SCHEMA_OF`);
  return [{ intent: undefined, schema }];
}

// ---------------------------------------------------------------------------------------------
// The field names and allowed values a schema declares (zod 4's definitions).

type Def = { type: string; shape?: Record<string, unknown>; in?: unknown; out?: unknown; innerType?: unknown };
type Def2 = Def & { options?: unknown[]; left?: unknown; right?: unknown; values?: unknown[]; entries?: Record<string, unknown> };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def2 } })._zod.def;

/** Literal and enum values anywhere in a field's schema. */
function valuesOf(schema: unknown): string[] {
  const def = defOf(schema);
  if (def.type === "literal") return (def.values ?? []).map(String);
  if (def.type === "enum") return Object.values(def.entries ?? {}).map(String);
  if (def.type === "array" && "element" in def) return valuesOf((def as { element: unknown }).element);
  const inner = def.innerType ?? def.in;
  const out = def.type === "pipe" ? def.out : undefined;
  return [...(inner ? valuesOf(inner) : []), ...(out && defOf(out).type !== "transform" ? valuesOf(out) : [])];
}

function fieldsOf(schema: unknown): Map<string, string[]> {
  const def = defOf(schema);
  if (def.type === "object") return new Map(Object.entries(def.shape ?? {}).map(([name, field]) => [name, valuesOf(field)]));
  const parts = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])].filter(Boolean);
  return new Map(parts.flatMap((part) => [...fieldsOf(part)]));
}

// ---------------------------------------------------------------------------------------------
// What a case posts.

type Value = { text: string } | { bytes: number[] } | { file: { name: string; type: string; bytes: Uint8Array } };
type Entries = [name: string, value: Value][];

const HUGE = "é\u202Ex".repeat(33_334).slice(0, 100_000);
const HOSTILE_TEXT = [
  "",
  " ",
  "\t\r\n ",
  "\u00a0\u2003",
  HUGE,
  "x".repeat(100_000),
  "\ud800",
  "a\udfffb",
  "\udbff\udc00\ud800",
  "\u202Eevil\u202C",
  "\u2066\u2067\u2068\u2069",
  "\u0000",
  "\u0007\u001b[31m",
  "\ufeff",
  "0",
  "-1",
  "1.5",
  "-0",
  "1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "9007199254740993",
  "0x1F",
  "true",
  "null",
  "undefined",
  "[object Object]",
  "{}",
  "[]",
  '{"__proto__":{"polluted":1}}',
  "[".repeat(5_000),
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "%",
  "%zz%E0%A4%A",
  "' OR 1=1 --",
  "Robert'); DROP TABLE users;--",
];
/** Invalid UTF-8 and other raw bytes, sent as they are. */
const RAW_BYTES = [[0xff], [0xed, 0xa0, 0x80], [0xc0, 0x80], [0xe0, 0xa4], [0x00, 0x0d, 0x0a], [0xf4, 0x90, 0x80, 0x80]];
const NAMES = ["intent", "_client", "redirectTo", HONEYPOT_FIELD, "__proto__", "constructor", "__proto__.polluted", "a[0]", "a.b.c", ""];

/** Where a post may ask to go back to: here, and elsewhere in every disguise. */
const REDIRECTS = ["/", "/dashboard", "//evil.example", "/\\evil.example", "https://evil.example/", "\t/x", "/\r\nSet-Cookie:x=1"];

type World = { ids: string[]; emails: string[]; passwords: string[] };

/** Values that make sense for a field of this name, so that the fuzz gets past validation. */
function plausible(name: string, world: World): string[] {
  const n = name.toLowerCase();
  if (n === "redirectto") return REDIRECTS;
  if (n.includes("email")) return [...world.emails, "new-person@example.com", " MixedCase@Example.COM "];
  if (n.includes("password")) return [...world.passwords, "CorrectHorse42!", "short"];
  if (n.endsWith("id") || n === "id") return [...world.ids, crypto.randomUUID()];
  if (n.includes("url") || n === "website") return ["https://fuzz.invalid/", "http://127.0.0.1:1/", "ftp://x.example/", "http//nowhere"];
  if (n.includes("name")) return ["Ana", "José María", "O'Brien"];
  if (n === "phone") return ["+1 (555) 123-4567"];
  if (n === "zipcode") return ["90210"];
  if (n === "rating") return ["1", "5", "0", "6", "4.5"];
  if (n.includes("bytes")) return ["1000", "0", "2000000", "99999999999"];
  if (n === "contenttype") return ["image/jpeg", "image/png", "image/webp", "image/svg+xml", "text/html"];
  if (n.startsWith("agree") || n.startsWith("accept") || n.startsWith("keep") || n === "trulinkwaitlist") return ["on", "off"];
  if (n === "scrapeddata") return ['{"name":"Fuzz Clinic"}', "{}", "null", "[1]"];
  if (n === "photos") return ['[{"key":"providers/profile/x.jpg","kind":"profile"}]', "[]", "[{}]"];
  return ["Hello there", "A question about recovery time?"];
}

const fileArb = fc.record({
  name: fc.constantFrom("photo.jpg", "list.csv", "x.png", "", "../../etc/passwd", "a\u202Egpj.exe"),
  type: fc.constantFrom("image/jpeg", "image/png", "text/csv", "", "application/octet-stream", "text/html"),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 256 }),
    fc.constantFrom(JPEG_BYTES, PNG_BYTES, new TextEncoder().encode("name,website\nFuzz Clinic,https://fuzz.invalid/\n")),
  ),
});

/** Any value: plausible for the field, hostile, random text, a number, raw bytes or a file. */
function valueArb(name: string, allowed: string[], world: World): fc.Arbitrary<Value> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleArb(name, allowed, world) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT).map((text) => ({ text })) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map((x) => ({ text: String(x) })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BYTES).map((bytes) => ({ bytes })) },
    { weight: 1, arbitrary: fileArb.map((file) => ({ file })) },
  );
}

function plausibleArb(name: string, allowed: string[], world: World): fc.Arbitrary<Value> {
  const good = fc.constantFrom(...(allowed.length ? allowed : plausible(name, world))).map((text) => ({ text }));
  if (name === "photo" || name === "file")
    return fc.oneof(
      good,
      fileArb.map((file) => ({ file })),
    );
  return good;
}

/** A form: every real field with a plausible value (some hostile), then added, repeated and odd entries. */
function entriesArb(forms: Form[], world: World): fc.Arbitrary<{ entries: Entries; intent: string | undefined }> {
  return fc.constantFrom(...forms).chain((form) => {
    const fields = fieldsOf(form.schema);
    // A page with several forms: the intent entry below names the form (the schema's own `intent` literal is that name).
    if (form.intent !== undefined) fields.delete("intent");
    const names = [...fields.keys()];
    const base = fc.tuple(
      ...[...fields].map(([name, allowed]) =>
        fc
          .option(
            fc.oneof(
              { weight: 8, arbitrary: plausibleArb(name, allowed, world) },
              { weight: 1, arbitrary: valueArb(name, allowed, world) },
            ),
            {
              freq: 12,
            },
          )
          .map((v) => (v ? [[name, v] as [string, Value]] : [])),
      ),
    );
    const extraName = fc.oneof(
      fc.constantFrom(...(names.length ? names : ["field"])),
      fc.constantFrom(...NAMES),
      fc.string({ maxLength: 12 }),
    );
    const extra = fc.oneof(
      fc.constant<Entries>([]),
      fc.array(
        extraName.chain((name) => valueArb(name, fields.get(name) ?? [], world).map((v) => [name, v] as [string, Value])),
        { minLength: 1, maxLength: 3 },
      ),
    );
    const intent = fc.oneof(
      { weight: 6, arbitrary: fc.constant(form.intent === undefined ? [] : [["intent", { text: form.intent }]]) },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: valueArb("intent", [], world).map((v) => [["intent", v]]) },
    ) as fc.Arbitrary<Entries>;
    const client = fc.constantFrom<Entries>([], [["_client", { text: "fetcher" }]]);
    // The fields the pipeline itself reads: the honeypot (empty is not filled) and where to go back to.
    const optional = (name: string, values: string[]) =>
      fc.option(fc.constantFrom(...values), { freq: 3 }).map((text): Entries => (text === null ? [] : [[name, { text }]]));
    const trap = optional(HONEYPOT_FIELD, ["", " ", "\t", "Fax 555 0100"]);
    const back = fields.has("redirectTo") ? fc.constant<Entries>([]) : optional("redirectTo", REDIRECTS);
    return fc
      .tuple(intent, base, extra, trap, back, client)
      .map(([i, b, e, t, r, c]) => ({ entries: [...i, ...b.flat(), ...e, ...t, ...r, ...c], intent: form.intent }));
  });
}

// ---------------------------------------------------------------------------------------------
// Posting a case.

const BOUNDARY = "----truself-fuzz";
const encoder = new TextEncoder();
const bytesOf = (value: Value): Uint8Array =>
  "text" in value ? encoder.encode(value.text) : "bytes" in value ? Uint8Array.from(value.bytes) : value.file.bytes;

/** Whether a string has no lone surrogate (String#isWellFormed, ES2024). */
const wellFormed = (text: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);
/** A percent-encoding that keeps lone surrogates and raw bytes what they are (encodeURIComponent throws on them). */
const percent = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
function urlencoded(entries: Entries): string {
  const part = (value: Value) =>
    "text" in value ? (wellFormed(value.text) ? encodeURIComponent(value.text) : percent(utf16Bytes(value.text))) : percent(bytesOf(value));
  return entries.map(([name, value]) => `${part({ text: name })}=${part(value)}`).join("&");
}
/** WTF-8: a lone surrogate as the three bytes it would take (invalid UTF-8 on the wire). */
function utf16Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) i++;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(out);
}
function multipart(entries: Entries): Uint8Array<ArrayBuffer> {
  const quote = (s: string) => s.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const parts = entries.flatMap(([name, value]) => {
    const file =
      "file" in value ? `; filename="${quote(value.file.name)}"\r\nContent-Type: ${value.file.type || "application/octet-stream"}` : "";
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${quote(name)}"${file}\r\n\r\n`;
    const body = "text" in value && !wellFormed(value.text) ? utf16Bytes(value.text) : bytesOf(value);
    return [encoder.encode(head), body, encoder.encode("\r\n")];
  });
  return concatBytes(...parts, encoder.encode(`--${BOUNDARY}--\r\n`));
}

/** The FormData the server reads from a body (to ask the schema what it thinks of it). */
async function serverFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

type Outcome = { status: number; refused: boolean; message: string | undefined; location: string | null };

async function outcomeOf(result: unknown): Promise<Outcome> {
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    if (result.status >= 300 && result.status < 400) {
      const toast = await toastOf(result);
      // The pipeline's refusals go back with an error toast; a guest is sent to sign in or up with a "... required" one;
      // a session whose factor (or, before a first factor, mailbox) is not proven is sent to prove it (issue 43).
      const refused = toast?.type === "error" || /required$/i.test(toast?.title ?? "") || /^\/two-factor\b/.test(location ?? "");
      return { status: result.status, refused, message: toast ? (toast.description ?? toast.title) : undefined, location };
    }
    return { status: result.status, refused: result.status >= 400, message: await result.text(), location };
  }
  const reply = result as {
    init?: { status?: number };
    data: { ok: boolean; result: { error?: Record<string, string[] | null> }; toast?: { title: string; description?: string } } & Record<
      string,
      unknown
    >;
  };
  const status = reply.init?.status ?? 200;
  const nested = Object.values(reply.data).find(
    (v): v is { description: string } => typeof (v as { description?: unknown })?.description === "string",
  );
  const message = firstMessage(reply.data) ?? reply.data.toast?.description ?? reply.data.toast?.title ?? nested?.description;
  return { status, refused: !reply.data.ok || status >= 400, message, location: null };
}

// ---------------------------------------------------------------------------------------------

async function makeWorld() {
  const [provider] = await insertProviders([{}]);
  const patient = await createUser({ verified: true });
  const admin = await createUser({ role: "admin", verified: true });
  const question = await insertQuestion({ providerId: provider!.id, question: "Does it hurt?" });
  const item = await insertPhotoImport({ createdBy: admin.id, website: "https://fuzz.invalid/", scrapedData: { name: "Fuzz Clinic" } });
  const job = await insertExtractionJob({
    createdBy: admin.id,
    targets: [{ url: "https://fuzz.invalid/", profile: { name: "Fuzz Clinic", website: "https://fuzz.invalid/" } }],
  });
  const conversation = await createConversation(patient.id);
  const world: World = {
    ids: [provider!.id, patient.id, admin.id, question.id, item.id, job.id, job.results[0]!.id, conversation.id],
    emails: [patient.email, admin.email],
    passwords: [patient.password],
  };
  const draft = await saveSignUpDraft({ firstName: "Ana", lastName: "Fuzz", email: "ana-fuzz@example.com", passwordHash: "x" });
  const cookies = {
    guest: undefined,
    signingUp: draft.split(";", 1)[0],
    patient: await sessionCookie(patient.id),
    admin: await sessionCookie(admin.id),
  };
  return { world, cookies, providerId: provider!.id };
}

/** A guest, a guest half-way through sign-up (a sealed draft cookie), a patient, an admin. */
const ROLES = ["guest", "signingUp", "patient", "admin"] as const;
let cases = 0;
/** What the cases came to, by status and verdict (printed at the end: the fuzz must reach past validation). */
const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

describe("fuzzing every action (issue 33)", () => {
  it("finds every action route of app/routes.ts, and every route module with an action is mounted", () => {
    const withAction = Object.entries(modules)
      .filter(([, mod]) => typeof mod.action === "function")
      .map(([path]) => path.replace(/^\/app\//, ""));
    expect(new Set(ACTION_ROUTES.map((r) => r.file))).toEqual(new Set(withAction));
    // Every action declares a schema the fuzz reads its fields from.
    for (const route of ACTION_ROUTES) expect(formsOf(route.file).length, route.file).toBeGreaterThan(0);
    expect(ACTION_ROUTES.length).toBeGreaterThanOrEqual(25);
  });

  for (const route of ACTION_ROUTES) {
    it(`${route.path} (${route.file}): no 5xx, a readable refusal, nothing stored when refused`, { timeout: 120_000 }, async () => {
      const { world, cookies, providerId } = await makeWorld();
      const forms = formsOf(route.file);
      const action = moduleOf(route.file)!.action!;
      const param = fc.oneof(
        { weight: 4, arbitrary: fc.constant(providerId) },
        { weight: 1, arbitrary: fc.constantFrom("nope", "", "..", "%00") },
      );
      const arb = fc.record({
        role: fc.constantFrom(...ROLES, "admin" as const), // admins twice: a third of the actions are theirs
        form: entriesArb(forms, world),
        encoding: fc.constantFrom("multipart", "urlencoded"),
        param,
      });
      // Limits are emptied after every case (so that the fuzz keeps reaching the commands); the state
      // after a case, with that table empty, is the state before the next.
      const noLimits = await emptyTable();
      await env.DB.prepare("DELETE FROM rate_limits").run();
      let before = await storedState();
      await fc.assert(
        fc.asyncProperty(arb, async ({ role, form, encoding, param }) => {
          cases++;
          const hasFile = form.entries.some(([, v]) => "file" in v);
          const path = route.path.replace(/:(\w+)/g, () => encodeURIComponent(param));
          const useMultipart = encoding === "multipart" || hasFile;
          const body = useMultipart ? multipart(form.entries) : urlencoded(form.entries);
          const headers = {
            "Content-Type": useMultipart ? `multipart/form-data; boundary=${BOUNDARY}` : "application/x-www-form-urlencoded",
            "CF-Connecting-IP": "203.0.113.33",
            ...(cookies[role] ? { Cookie: cookies[role] } : {}),
          };
          const request = new Request(new URL(path, TEST_ORIGIN), { method: "POST", body, headers });
          const params = route.path.includes(":") ? { providerId: param } : {};
          const ctx = createExecutionContext();
          const context = new RouterContextProvider();
          context.set(requestContext, { ctx, nonce: "fuzz-nonce" });

          const result = await action({ request: request.clone(), params, context, unstable_pattern: route.path } as never);
          await waitOnExecutionContext(ctx);
          const outcome = await outcomeOf(result);
          const after = await storedState();
          const expected = before;
          await env.DB.prepare("DELETE FROM rate_limits").run();
          before = { ...after, rate_limits: noLimits };

          expect(outcome.status, "no 5xx").toBeLessThan(500);
          if (outcome.location) expect(outcome.location, "a redirect stays on this site").toMatch(/^\/(?![/\\])/);

          // What the pipeline's schema makes of the same body.
          const posted = await serverFormData(request);
          const chosen =
            forms.find((f) => f.intent === (posted?.get("intent") ?? action.fallback)) ??
            (forms.length === 1 && !action.forms ? forms[0] : undefined);
          const valid = Boolean(posted && chosen && parseWithZod(posted, { schema: chosen.schema }).status === "success");
          const trap = posted?.get(HONEYPOT_FIELD);
          const honeypot = typeof trap === "string" && trap.trim() !== "";

          count(`${route.path} ${outcome.status} ${outcome.refused ? "refused" : "accepted"}${valid ? " valid" : ""}`);
          if (outcome.refused) {
            if (outcome.status >= 400 || outcome.status === 303)
              expect(outcome.message?.trim(), "a refusal says why").toMatch(/[A-Za-z]{3,}/);
            // A form the schema accepts reaches the limits, which keep their unit on a refusal (sign-in failures).
            if (valid) after.rate_limits = expected.rate_limits!;
            expect(after, "a refused request stores nothing").toEqual(expected);
          } else if (!valid) {
            expect(honeypot, `accepted (${outcome.status}) a form its schema refuses`).toBe(true);
            expect(after, "a filled honeypot stores nothing").toEqual(expected);
          }
        }),
        { numRuns: RUNS, seed: SEED + route.path.length, endOnFailure: true },
      );
    });
  }

  afterAll(() => {
    const total = (match: (key: string) => boolean) => [...tally].reduce((n, [key, k]) => (match(key) ? n + k : n), 0);
    const accepted = total((key) => key.includes(" accepted"));
    const past = total((key) => key.endsWith("refused valid"));
    console.log(
      `fuzz-actions: ${cases} cases over ${ACTION_ROUTES.length} action routes (seed ${SEED}): ${accepted} accepted, ` +
        `${past} refused after their schema accepted them, ${cases - accepted - past} refused before`,
    );
  });
});
