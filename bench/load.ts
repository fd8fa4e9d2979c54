/**
 * Load (issue 33, "a security suite that stays"): `npm run bench:load`. Builds (SKIP_BUILD=1
 * reuses build/), seeds a fresh bench-only state folder (the sample directory plus LOAD_PROVIDERS
 * synthetic providers), serves the build as `npm start` does (test/e2e/server.ts: wrangler dev on
 * free ports, the local answer engine), makes the accounts through the dev-only POST /dev/factory,
 * then runs LOAD_CLIENTS clients for LOAD_SECONDS on four scenarios:
 *   - directory: GET /find-doctors with varied real queries (procedures, cities, names, types,
 *     ratings, statuses, sorts) and pages, as guests (so the edge cache serves what it would);
 *   - profile: GET /provider/:id across ids read from the database;
 *   - sign-in: the sign-in form's no-JavaScript POST with our Origin, each client from its own
 *     address (CF-Connecting-IP) to its own account, one attempt in ten with a wrong password;
 *   - chat: signed-in users, each with its conversation's WebSocket (/api/chat/:id) speaking our
 *     protocol (app/chat/chat-protocol.ts): one question, then the whole streamed answer, as the
 *     dialog's transport sends it (app/chat/chat-socket.ts: the new message's id and text). Each
 *     client has LOAD_CHAT_USERS users and never sends more than the per-minute limit for one of them.
 * A request counts as done only when its answer is the right one: a page with its results or the
 * provider's name, a sign-in's redirect with a session (or, for a wrong password, the 401 form), an
 * answer's final frame after text. A 429 counts as limited; anything else is an error (5xx, another
 * status, a 200 with an error page or without the content, a network error, no answer within
 * LOAD_TIMEOUT_SECONDS). Pages are asked for with `Accept-Encoding: identity`, as bench/run.ts does
 * (locally Miniflare gzips inside the same process; in production Cloudflare's front line does).
 * Clients use Node 24's fetch (undici, connections kept alive) and its global WebSocket. Before
 * the load, one client per scenario runs alone for a few seconds, for scale; after it, every
 * conversation that was asked must end with a stored answer (a stuck turn is reported).
 * Nothing is asserted; the figures are printed and saved to bench/results/load-<time>.json, and
 * the process exits 1 when a request failed.
 * Options (env): LOAD_CLIENTS (200), LOAD_SECONDS (60), LOAD_MODE (mixed: the four at once, a
 * quarter of the clients each; sequential: one after another, all clients each), LOAD_PROVIDERS
 * (10000), LOAD_CHAT_USERS (4), LOAD_TIMEOUT_SECONDS (60), SKIP_BUILD=1. Smoke mode (BENCH_SMOKE=1 or
 * --smoke, bench/smoke.ts): 4 clients for 3 s over 100 synthetic providers, 1 s alone each, 8 chat users.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import type { ClientFrame, ServerFrame } from "../app/chat/chat-protocol.ts";
import { PROVIDER_TYPES } from "../app/db/schema.ts";
import { PROCEDURES } from "../app/directory/procedures.ts";
import { LIMITS } from "../app/lib/limits.ts";
import { wrangler } from "../scripts/wrangler.ts";
import { buildApp, prepareState, ROOT, startApp } from "../test/e2e/server.ts";
import { SMOKE, sizeOption } from "./smoke.ts";

const CLIENTS = sizeOption("LOAD_CLIENTS", 200, 4);
const SECONDS = sizeOption("LOAD_SECONDS", 60, 3);
const MODE = process.env.LOAD_MODE ?? "mixed";
const PROVIDERS = sizeOption("LOAD_PROVIDERS", 10_000, 100);
// In smoke mode, enough users that the warm-up and the alone second do not spend every send the per-minute limit allows.
const CHAT_USERS = sizeOption("LOAD_CHAT_USERS", 4, 8);
const TIMEOUT_MS = Number(process.env.LOAD_TIMEOUT_SECONDS ?? 60) * 1000;
if (MODE !== "mixed" && MODE !== "sequential") throw new Error("LOAD_MODE: mixed or sequential");
if (![CLIENTS, SECONDS, CHAT_USERS, TIMEOUT_MS].every((n) => Number.isInteger(n) && n > 0) || !(PROVIDERS >= 0))
  throw new Error("LOAD_CLIENTS, LOAD_SECONDS, LOAD_CHAT_USERS, LOAD_TIMEOUT_SECONDS: whole numbers above 0; LOAD_PROVIDERS: 0 or more");

const STATE = ".wrangler/bench-load-state";
const ALONE_SECONDS = SMOKE ? 1 : 3;
/** The chat's per-minute limit, kept with a second to spare. */
const CHAT_PER_MINUTE = LIMITS.chatMessagesPerMinute.limit;
const CHAT_WINDOW_MS = LIMITS.chatMessagesPerMinute.windowSeconds * 1000 + 1000;
/** The filter values of /find-doctors (RATING_OPTIONS and STATUS_OPTIONS in app/directory/search-options.ts, outside this project's tsconfig). */
const RATINGS = ["4", "4.5", "4.8"];
const STATUSES = ["verified", "featured", "premium", "new"];
/** What the sign-in form answers a wrong password with (INVALID_CREDENTIALS, app/auth/schemas.ts). */
const INVALID_CREDENTIALS = "Invalid credentials. Please try again.";
const PASSWORD = "LoadTest-Passw0rd!";
const QUESTIONS = [
  "How much does a nose job cost in Miami?",
  "What about recovery after a tummy tuck?",
  "Who does Botox in Austin?",
  "Is lip filler safe?",
  "How long does a facelift last?",
  "What should I ask a plastic surgeon before breast augmentation?",
  "Which med spas near Houston do laser hair removal?",
  "How do I choose a board-certified dermatologist?",
];

function step(message: string) {
  console.log(`\n» ${message}`);
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------------ tally

type Outcome = "ok" | "limited" | "5xx" | "status" | "content" | "network" | "timeout";
type Tally = {
  latencies: number[];
  firstText: number[];
  counts: Record<Outcome, number>;
  reasons: Map<string, number>;
  startedAt: number;
  endedAt: number;
};

const newTally = (): Tally => ({
  latencies: [],
  firstText: [],
  counts: { ok: 0, limited: 0, "5xx": 0, status: 0, content: 0, network: 0, timeout: 0 },
  reasons: new Map(),
  startedAt: 0,
  endedAt: 0,
});

/** Counts one request; latencies are kept for every answer that came (errors included), not for network errors or timeouts. */
function record(tally: Tally, outcome: Outcome, ms: number | null, reason?: string) {
  tally.counts[outcome]++;
  if (ms !== null) tally.latencies.push(ms);
  if (outcome !== "ok" && outcome !== "limited" && reason) tally.reasons.set(reason, (tally.reasons.get(reason) ?? 0) + 1);
}

const errorsOf = (t: Tally) => t.counts["5xx"] + t.counts.status + t.counts.content + t.counts.network + t.counts.timeout;

/** Fetches with the run's deadline and records the outcome `judge` gives a response that came. */
async function timed(
  tally: Tally,
  url: string,
  init: RequestInit,
  judge: (res: Response, body: string) => { outcome: Outcome; reason?: string },
): Promise<void> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (res.status === 429) return record(tally, "limited", ms);
    if (res.status >= 500) return record(tally, "5xx", ms, `${res.status} ${body.slice(0, 120)}`);
    const verdict = judge(res, body);
    record(tally, verdict.outcome, ms, verdict.reason);
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    record(tally, timedOut ? "timeout" : "network", null, timedOut ? "no answer in time" : String((error as Error).cause ?? error));
  }
}

/** A page the error boundary rendered (app/components/error-page.tsx), whatever its status. */
const isErrorPage = (body: string) => /<main[^>]*data-status="\d+"/.test(body);

// ------------------------------------------------------------------------------------------- data

type Provider = { id: string; name: string; city: string | null };

/** Providers read from the bench database: ids for profiles, names and cities for searches. */
function sampleProviders(): Provider[] {
  const out = wrangler(
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      STATE,
      "--json",
      "--command",
      "SELECT id, name, city FROM providers ORDER BY random() LIMIT 2000",
    ],
    { capture: true },
  );
  return (JSON.parse(out) as [{ results: Provider[] }])[0].results;
}

/** A directory search as people make them: one to three filters, a sort, a view, mostly early pages. */
function directoryUrl(providers: Provider[]): string {
  const q = new URLSearchParams();
  const someone = pick(providers);
  const filters: (() => void)[] = [
    () => q.set("q", pick(PROCEDURES).name),
    () => q.set("q", someone.name.split(" ").at(-2) ?? someone.name),
    () => q.set("location", someone.city ?? "Miami"),
    () => q.set("procedure", pick(PROCEDURES).slug),
    () => q.set("type", pick(PROVIDER_TYPES)),
    () => q.set("rating", pick(RATINGS)),
    () => q.set("status", pick(STATUSES)),
  ];
  for (let i = 0, n = 1 + Math.floor(Math.random() * 3); i < n; i++) pick(filters)();
  if (Math.random() < 0.5) q.set("sort", pick(["rating", "reviews", "name"]));
  if (Math.random() < 0.2) q.set("view", "list");
  const page = Math.random() < 0.6 ? 1 : 2 + Math.floor(Math.random() * 8);
  if (page > 1) q.set("page", String(page));
  return `/find-doctors?${q}`;
}

/** How React writes text into HTML (to find a provider's name on its page). */
const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

type MadeUser = { id: string; email: string; cookie?: { name: string; value: string } };

/** Accounts through the app's dev-only factory (app/dev/factories.server.ts), 50 a request. */
async function makeUsers(baseUrl: string, count: number, signedIn: boolean): Promise<MadeUser[]> {
  const made: MadeUser[] = [];
  while (made.length < count) {
    const batch = Math.min(50, count - made.length);
    const res = await fetch(`${baseUrl}/dev/factory`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseUrl },
      body: JSON.stringify({ users: Array.from({ length: batch }, () => ({ password: PASSWORD, signedIn })) }),
    });
    if (res.status !== 201) throw new Error(`POST /dev/factory answered ${res.status}: ${await res.text()}`);
    made.push(...((await res.json()) as { users: MadeUser[] }).users);
  }
  return made;
}

const cookieOf = (user: MadeUser) => `${user.cookie?.name}=${user.cookie?.value}`;

async function createConversation(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}/trugpt/conversations`, {
    method: "POST",
    body: new URLSearchParams({ intent: "create", _client: "fetcher" }),
    headers: { Cookie: cookie, Origin: baseUrl, Accept: "application/json" },
  });
  const reply = (await res.json()) as { conversation?: { id: string } };
  if (!reply.conversation) throw new Error(`creating a conversation answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply.conversation.id;
}

/** A distinct client address per sign-in client (10.77.x.y), so per-address limits count each apart. */
const clientAddress = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

// ------------------------------------------------------------------------------------- scenarios

type Context = { baseUrl: string; providers: Provider[]; signInUsers: MadeUser[]; chatUsers: ChatUser[] };
type Scenario = { name: string; client: (ctx: Context, index: number, until: number, tally: Tally) => Promise<void> };

const PAGE_HEADERS = { "Accept-Encoding": "identity", Accept: "text/html" };

const directory: Scenario = {
  name: "directory",
  async client(ctx, _i, until, tally) {
    while (Date.now() < until)
      await timed(tally, ctx.baseUrl + directoryUrl(ctx.providers), { headers: PAGE_HEADERS }, (res, body) => {
        if (res.status !== 200) return { outcome: "status", reason: `directory ${res.status}` };
        if (isErrorPage(body)) return { outcome: "content", reason: "directory: an error page" };
        if (!body.includes('data-testid="results"') && !body.includes('data-testid="empty-state"'))
          return { outcome: "content", reason: "directory: neither results nor the empty state" };
        return { outcome: "ok" };
      });
  },
};

const profile: Scenario = {
  name: "profile",
  async client(ctx, _i, until, tally) {
    while (Date.now() < until) {
      const provider = pick(ctx.providers);
      await timed(tally, `${ctx.baseUrl}/provider/${encodeURIComponent(provider.id)}`, { headers: PAGE_HEADERS }, (res, body) => {
        if (res.status !== 200) return { outcome: "status", reason: `profile ${res.status}` };
        if (isErrorPage(body)) return { outcome: "content", reason: "profile: an error page" };
        if (!body.includes(escapeHtml(provider.name))) return { outcome: "content", reason: "profile: without the provider's name" };
        return { outcome: "ok" };
      });
    }
  },
};

const signIn: Scenario = {
  name: "sign-in",
  async client(ctx, i, until, tally) {
    const user = ctx.signInUsers[i] as MadeUser;
    const headers = {
      Origin: ctx.baseUrl,
      "CF-Connecting-IP": clientAddress(i),
      "Accept-Encoding": "identity",
      "Content-Type": "application/x-www-form-urlencoded",
    };
    for (let attempt = 0; Date.now() < until; attempt++) {
      const wrong = attempt % 10 === 9;
      const body = new URLSearchParams({ email: user.email, password: wrong ? `${PASSWORD}x` : PASSWORD });
      await timed(tally, `${ctx.baseUrl}/signin`, { method: "POST", headers, body }, (res, html) => {
        if (wrong) {
          if (res.status === 401 && html.includes(INVALID_CREDENTIALS)) return { outcome: "ok" };
          return { outcome: res.status === 401 ? "content" : "status", reason: `wrong password: ${res.status}` };
        }
        const session = res.headers.getSetCookie().some((c) => /^(__Host-)?truself_session=[^;]+/.test(c));
        if (res.status === 303 && session) return { outcome: "ok" };
        return {
          outcome: res.status === 303 ? "content" : "status",
          reason: `right password: ${res.status}${session ? "" : ", no session"}`,
        };
      });
    }
  },
};

/** `lost`: a send timed out or its socket failed; the answer may still be written, so that user sends no more (a second send would be busy). */
type ChatUser = { cookie: string; conversation: string; socket: WebSocket | null; sends: number[]; lost?: boolean };
type Answer = { outcome: Outcome; reason?: string; messageId?: string; text: string; firstTextMs?: number };

/** The conversation's socket, opened once and kept (as the dialog keeps it). */
function socketOf(ctx: Context, user: ChatUser, deadline: number): Promise<WebSocket> {
  if (user.socket?.readyState === WebSocket.OPEN) return Promise.resolve(user.socket);
  const url = `${ctx.baseUrl.replace("http", "ws")}/api/chat/${user.conversation}`;
  // Node's WebSocket (undici) takes headers as its non-standard second argument.
  const ws = new WebSocket(url, { headers: { Cookie: user.cookie, Origin: ctx.baseUrl } } as unknown as string[]);
  user.socket = ws;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.close();
      reject(Object.assign(new Error("the socket did not open in time"), { name: "TimeoutError" }));
    }, deadline - performance.now());
    ws.addEventListener("open", () => (clearTimeout(timer), resolve(ws)), { once: true });
    ws.addEventListener("error", () => (clearTimeout(timer), reject(new Error("the socket did not open"))), { once: true });
  });
}

/** Sends one question as the dialog does and reads the answer's frames until its done (or error) frame. */
function ask(ws: WebSocket, question: string, deadline: number): Promise<Answer> {
  const requestId = crypto.randomUUID();
  const request: ClientFrame = { type: "send", id: requestId, text: question };
  const sentAt = performance.now();
  return new Promise((resolve) => {
    let text = "";
    let firstTextMs: number | undefined;
    let messageId: string | undefined;
    const finish = (answer: Answer) => {
      clearTimeout(timer);
      ws.removeEventListener("message", onFrame);
      ws.removeEventListener("close", onClose);
      resolve(answer);
    };
    const timer = setTimeout(() => {
      ws.close();
      finish({ outcome: "timeout", reason: "chat: no whole answer in time", text, firstTextMs });
    }, deadline - performance.now());
    const onClose = () => finish({ outcome: "network", reason: "chat: the socket closed mid-answer", text });
    const onFrame = (event: MessageEvent) => {
      const frame = JSON.parse(String(event.data)) as ServerFrame;
      if (!("id" in frame) || frame.id !== requestId) return;
      if (frame.type === "error") {
        // A refusal carries {code, message} (app/chat/chat-texts.ts); rateLimited is the limit's 429.
        const code = frame.error.code;
        return finish({ outcome: code === "rateLimited" ? "limited" : "content", reason: `chat: refused (${code})`, text });
      }
      if (frame.type === "chunk") {
        const chunk = frame.chunk;
        if (chunk.type === "start") messageId = chunk.messageId;
        if (chunk.type === "text-delta") {
          firstTextMs ??= performance.now() - sentAt;
          text += chunk.delta;
        }
        if (chunk.type === "error") return finish({ outcome: "content", reason: `chat: ${chunk.errorText}`, text });
      }
      if (frame.type !== "done") return;
      finish(text ? { outcome: "ok", messageId, text, firstTextMs } : { outcome: "content", reason: "chat: an empty answer", text });
    };
    ws.addEventListener("message", onFrame);
    ws.addEventListener("close", onClose);
    ws.send(JSON.stringify(request));
  });
}

const chat: Scenario = {
  name: "chat",
  async client(ctx, i, until, tally) {
    const mine = ctx.chatUsers.slice(i * CHAT_USERS, (i + 1) * CHAT_USERS);
    // A user may send when fewer than the limit's sends fall in the last window; the one free soonest goes next.
    const freeAt = (u: ChatUser) =>
      u.lost ? Infinity : u.sends.length < CHAT_PER_MINUTE ? 0 : (u.sends.at(-CHAT_PER_MINUTE) as number) + CHAT_WINDOW_MS;
    while (Date.now() < until) {
      const user = mine.reduce((a, b) => (freeAt(b) < freeAt(a) ? b : a));
      const wait = freeAt(user) - Date.now();
      if (wait > 0) {
        if (Date.now() + wait >= until) break;
        await sleep(wait);
      }
      user.sends.push(Date.now());
      const t0 = performance.now();
      let answer: Answer;
      try {
        // One deadline for the whole send: opening the socket (when it is not open yet) and the answer.
        const deadline = t0 + TIMEOUT_MS;
        answer = await ask(await socketOf(ctx, user, deadline), pick(QUESTIONS), deadline);
      } catch (error) {
        answer = {
          outcome: (error as Error).name === "TimeoutError" ? "timeout" : "network",
          reason: `chat: ${(error as Error).message}`,
          text: "",
        };
      }
      const ms = answer.outcome === "network" || answer.outcome === "timeout" ? null : performance.now() - t0;
      record(tally, answer.outcome, ms, answer.reason);
      if (answer.firstTextMs !== undefined) tally.firstText.push(answer.firstTextMs);
      if (answer.outcome === "timeout" || answer.outcome === "network") {
        user.lost = true;
        user.socket?.close();
      }
    }
  },
};

const SCENARIOS = [directory, profile, signIn, chat];

/**
 * Conversations whose last stored message is still a question (or that cannot be read) once the
 * run is over and the deadline has passed again: a turn that never ended (an answer that timed
 * out may still be finishing; it is waited for).
 */
async function unansweredConversations(ctx: Context): Promise<number> {
  const asked = ctx.chatUsers.filter((u) => u.sends.length > 0);
  const deadline = performance.now() + TIMEOUT_MS;
  for (;;) {
    const open: ChatUser[] = [];
    for (const user of asked) {
      const res = await fetch(`${ctx.baseUrl}/api/chat/${user.conversation}/messages?limit=1`, { headers: { Cookie: user.cookie } });
      const page = res.ok ? ((await res.json()) as { messages: { role: string }[] }) : null;
      // A refused send is not stored, so an empty conversation asked nothing.
      if (!page || page.messages.at(-1)?.role === "user") open.push(user);
    }
    if (!open.length || performance.now() > deadline) return open.length;
    asked.splice(0, asked.length, ...open);
    await sleep(2000);
  }
}

// ------------------------------------------------------------------------------------------- run

async function runScenario(ctx: Context, scenario: Scenario, clients: number, tally: Tally, until: number) {
  tally.startedAt = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => scenario.client(ctx, i, until, tally)));
  tally.endedAt = performance.now();
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

function summary(name: string, clients: number, t: Tally) {
  const sorted = [...t.latencies].sort((a, b) => a - b);
  const requests = Object.values(t.counts).reduce((a, b) => a + b, 0);
  const seconds = (t.endedAt - t.startedAt) / 1000;
  return {
    name,
    clients,
    requests,
    seconds,
    rps: requests / seconds,
    p50: pct(sorted, 0.5),
    p90: pct(sorted, 0.9),
    p99: pct(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    firstTextP50: t.firstText.length
      ? pct(
          [...t.firstText].sort((a, b) => a - b),
          0.5,
        )
      : undefined,
    ok: t.counts.ok,
    limited: t.counts.limited,
    errors: errorsOf(t),
    errorKinds: {
      "5xx": t.counts["5xx"],
      status: t.counts.status,
      content: t.counts.content,
      network: t.counts.network,
      timeout: t.counts.timeout,
    },
    reasons: Object.fromEntries(t.reasons),
  };
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

async function main() {
  const perScenario = MODE === "mixed" ? Math.max(1, Math.floor(CLIENTS / SCENARIOS.length)) : CLIENTS;
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}`;
  const before = loadAverage();
  console.log(`machine: ${machine}; load average before: ${before}`);

  if (!process.env.SKIP_BUILD || !existsSync(join(ROOT, "build/server/wrangler.json"))) {
    step("Building (react-router build)");
    const build = await buildApp({ quiet: true });
    if (!build.ok) throw new Error(build.output);
  }
  step(`Preparing ${STATE}: migrations, the seed and ${PROVIDERS.toLocaleString("en-US")} synthetic providers`);
  const prepared = await prepareState(STATE);
  if (!prepared.ok) throw new Error(prepared.output);
  if (PROVIDERS > 0) {
    const seeded = spawnSync(process.execPath, ["scripts/local-db.ts", "synthetic", "--providers", String(PROVIDERS)], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, TRUSELF_STATE: STATE },
    });
    if (seeded.status !== 0) throw new Error("seeding the synthetic providers failed");
  }
  const providers = sampleProviders();

  step("Starting the app as npm start does (wrangler dev on the build, the local answer engine)");
  const app = await startApp({ state: STATE, prepared: true });
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      app.stop();
      process.exit(1);
    });
  try {
    const chatClients = perScenario;
    step(`Making ${perScenario} sign-in accounts and ${chatClients * CHAT_USERS} signed-in chat users with a conversation each`);
    const signInUsers = await makeUsers(app.baseUrl, perScenario, false);
    const chatUsers: ChatUser[] = (await makeUsers(app.baseUrl, chatClients * CHAT_USERS, true)).map((user) => ({
      cookie: cookieOf(user),
      conversation: "",
      socket: null,
      sends: [],
    }));
    // Their conversations, eight at a time.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let user = chatUsers[next++]; user; user = chatUsers[next++])
          user.conversation = await createConversation(app.baseUrl, user.cookie);
      }),
    );
    const ctx: Context = { baseUrl: app.baseUrl, providers, signInUsers, chatUsers };
    // One client per scenario first, alone: a second to warm up (the isolate compiles its code on
    // the first requests), then ALONE_SECONDS measured, the latency without load for scale.
    const alone = SCENARIOS.map(() => newTally());
    for (const [k, scenario] of SCENARIOS.entries()) {
      await scenario.client(ctx, 0, Date.now() + 1000, newTally());
      await runScenario(ctx, scenario, 1, alone[k] as Tally, Date.now() + ALONE_SECONDS * 1000);
    }
    const aloneRows = SCENARIOS.map((s, k) => summary(s.name, 1, alone[k] as Tally));
    const { providers: directorySize } = (await (await fetch(`${app.baseUrl}/api/health`)).json()) as { providers: number };

    const why =
      MODE === "mixed"
        ? `mixed: the four at once, ${perScenario} clients each, as real traffic arrives: password hashing, the chat's Durable Objects and D1 writes compete with rendering pages for the same cores (LOAD_MODE=sequential runs them one after another)`
        : `sequential: one scenario after another, ${perScenario} clients each, so each has the machine to itself (LOAD_MODE=mixed runs them at once)`;
    step(`${CLIENTS} clients for ${SECONDS} s, ${why}`);
    const tallies = SCENARIOS.map(() => newTally());
    if (MODE === "mixed") {
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(SCENARIOS.map((s, k) => runScenario(ctx, s, perScenario, tallies[k] as Tally, until)));
    } else {
      for (const [k, s] of SCENARIOS.entries()) await runScenario(ctx, s, perScenario, tallies[k] as Tally, Date.now() + SECONDS * 1000);
    }
    const after = loadAverage();
    for (const user of chatUsers) user.socket?.close();
    const conversations = chatUsers.filter((u) => u.sends.length > 0).length;
    const unanswered = await unansweredConversations(ctx);
    const rows = SCENARIOS.map((s, k) => summary(s.name, perScenario, tallies[k] as Tally));

    const ms = (x: number) => (Number.isNaN(x) ? "-" : x.toFixed(0));
    console.log(
      `\n  ${"scenario".padEnd(10)} ${"clients".padStart(7)} ${"requests".padStart(9)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p90 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)} ${"errors".padStart(7)} ${"limited".padStart(8)}`,
    );
    for (const r of rows)
      console.log(
        `  ${r.name.padEnd(10)} ${String(r.clients).padStart(7)} ${String(r.requests).padStart(9)} ${r.rps.toFixed(1).padStart(7)} ${ms(r.p50).padStart(7)} ${ms(r.p90).padStart(7)} ${ms(r.p99).padStart(7)} ${ms(r.max).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.limited).padStart(8)}`,
      );
    for (const r of rows) {
      const kinds = Object.entries(r.errorKinds).filter(([, n]) => n > 0);
      if (kinds.length) console.log(`  ${r.name} errors: ${kinds.map(([k, n]) => `${k} ${n}`).join(", ")}`);
      for (const [reason, n] of Object.entries(r.reasons)) console.log(`    x${n} ${reason}`);
    }
    console.log(
      `  alone first (one client, ${ALONE_SECONDS} s each): p50 ${aloneRows.map((r) => `${r.name} ${ms(r.p50)} ms`).join(", ")}; ${aloneRows.reduce((n, r) => n + r.errors, 0)} errors`,
    );
    const talk = rows.find((r) => r.firstTextP50 !== undefined);
    if (talk)
      console.log(
        `  chat: latency is the question to the answer's final frame; its first text came after ${ms(talk.firstTextP50 ?? NaN)} ms (p50)`,
      );
    console.log(
      `  chat: ${conversations} conversations asked; ${unanswered ? `${unanswered} left without a stored answer (stuck)` : "every one ends with a stored answer"}`,
    );
    console.log(
      `  errors: 5xx, another status, a wrong or error page, network, timeout (${TIMEOUT_MS / 1000} s); limited: 429 (the chat's rateLimited)`,
    );
    console.log(`  machine: ${machine}; load average before ${before}, after ${after}`);
    console.log(
      `  directory: ${directorySize.toLocaleString("en-US")} providers, ${providers.length} of them sampled for profiles and searches`,
    );

    mkdirSync(join(ROOT, "bench/results"), { recursive: true });
    const file = join(ROOT, `bench/results/load-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          clients: CLIENTS,
          seconds: SECONDS,
          mode: MODE,
          providers: directorySize,
          chatUsersPerClient: CHAT_USERS,
          machine,
          loadAverage: { before, after },
          scenarios: rows,
          alone: aloneRows,
          conversations: { asked: conversations, unanswered },
        },
        null,
        2,
      ),
    );
    console.log(`\nSaved ${file}`);
    if (unanswered || [...rows, ...aloneRows].some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    app.stop();
  }
}

await main();
