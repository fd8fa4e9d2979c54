/**
 * TruGPT benchmark (issue 11): `npm run bench:trugpt` after `npm run build` (the e2e runner and
 * `npm start` build too). Serves the build as `npm start` does (scripts/start.ts, wrangler dev,
 * the local engine) on a bench-only state folder and prints:
 *   1. loading a 1,000-message conversation through the Worker's session and owner checks, median
 *      of 20 loads: the dialog's load (the latest page of /api/chat/:id/messages) and, for
 *      comparison, the largest page (CHAT_PAGE_MAX messages);
 *   2. time to the first streamed bytes of an answer after the send, median of 50 sends
 *      (50 users, one conversation each, one after the other);
 *   3. 200 conversations (200 users) sending at once: completed answers, errors, wall time;
 *   4. first words in the browser (issue 37, item 4): in Chromium, from pressing Send in the chat
 *      dialog to the first text of the reply in the DOM (a MutationObserver in the page), median
 *      and p95 over BENCH_FIRST_WORDS sends (one user each, the dialog open on its Welcome Chat).
 * Users and sessions are written straight into the local D1 (sign-up's e-mail verification and
 * per-IP limits are not what is measured). The 1,000 messages are written into the
 * conversation's Durable Object storage while the server is stopped, as copies of a real turn.
 * The conversation grown to 1,000 messages is the first one created (the newest object storage then).
 * Options (env): BENCH_FIRST_BYTES (50), BENCH_CONCURRENT (200), BENCH_HISTORY (1000), BENCH_FIRST_WORDS (30).
 * Smoke mode (BENCH_SMOKE=1 or --smoke, bench/smoke.ts): 2, 2, 20 and 2; a failed send exits 1.
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { createCookie } from "react-router";
import type { ServerFrame } from "../app/chat/chat-protocol.ts";
import { CHAT_PAGE_MAX } from "../app/lib/limits.ts";
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "../test/e2e/chromium.ts";
import { startApp } from "../test/e2e/server.ts";
import { sizeOption } from "./smoke.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const node = process.execPath;
const STATE = ".wrangler/bench-trugpt-state";
const FIRST_BYTES = sizeOption("BENCH_FIRST_BYTES", 50, 2);
const CONCURRENT = sizeOption("BENCH_CONCURRENT", 200, 2);
const HISTORY = sizeOption("BENCH_HISTORY", 1000, 20);
const FIRST_WORDS = sizeOption("BENCH_FIRST_WORDS", 30, 2);
const QUESTION = "How much does a nose job cost in Miami?";

function step(message: string) {
  console.log(`\n» ${message}`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

function wrangler(args: string[]) {
  const result = spawnSync(node, ["node_modules/wrangler/bin/wrangler.js", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}

type Server = { baseUrl: string; origin: string; stop: () => void };

async function startServer(): Promise<Server> {
  const app = await startApp({ state: STATE, fresh: false });
  return { baseUrl: app.baseUrl, origin: app.baseUrl, stop: app.stop };
}

async function stopServer(server: Server) {
  server.stop();
  await new Promise((r) => setTimeout(r, 1500));
}

/** Each bench user's e-mail, by Cookie header (the dialog keys its disclaimer by it). */
const emailOf = new Map<string, string>();

/** Bench users with sessions, straight into the local D1; returns their Cookie headers. */
async function createUsers(count: number): Promise<string[]> {
  // The session cookie as the app's cookie kit writes it (createCookie, decision 063).
  const sessionCookie = createCookie("truself_session");
  const cookies: string[] = [];
  const now = Date.now();
  const lines: string[] = [];
  const run = randomBytes(4).toString("hex");
  for (let i = 0; i < count; i++) {
    const id = `bench-${run}-${i}`;
    const token = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(token).digest("hex");
    lines.push(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, username, role, email_verified_at) VALUES ('${id}', '${id}@bench.invalid', 'bench-no-password', 'Bench', 'User', '${id}', 'patient', ${now});`,
      `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ('${hash}', '${id}', ${now}, ${now}, ${now + 86_400_000});`,
    );
    const cookie = (await sessionCookie.serialize(token)).split(";", 1)[0]!;
    cookies.push(cookie);
    emailOf.set(cookie, `${id}@bench.invalid`);
  }
  const file = `${root}/${STATE}/bench-users.sql`;
  writeFileSync(file, lines.join("\n"));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", STATE, "--file", file]);
  return cookies;
}

async function createConversation(server: Server, cookie: string): Promise<string> {
  const body = new URLSearchParams({ intent: "create", _client: "fetcher" });
  const res = await fetch(`${server.baseUrl}/trugpt/conversations`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const reply = (await res.json()) as { conversation?: { id: string } };
  if (!reply.conversation) throw new Error(`create failed: ${res.status} ${JSON.stringify(reply)}`);
  return reply.conversation.id;
}

type Answer = { firstBytesMs: number; totalMs: number; text: string; error: string | null };

/** Opens the conversation's socket, sends one message as the dialog does (app/chat/chat-socket.ts), and times the reply. */
function ask(server: Server, cookie: string, id: string, text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = `${server.baseUrl.replace("http", "ws")}/api/chat/${id}`;
    // Node's WebSocket (undici) takes headers as its non-standard second argument.
    const ws = new WebSocket(url, { headers: { Cookie: cookie, Origin: server.origin } } as unknown as string[]);
    const requestId = randomBytes(8).toString("hex");
    let sentAt = 0;
    let firstBytesMs = NaN;
    let answer = "";
    const timer = setTimeout(() => {
      ws.close();
      reject(new Error("no answer within 120 s"));
    }, 120_000);
    ws.addEventListener("open", () => {
      sentAt = performance.now();
      ws.send(JSON.stringify({ type: "send", id: requestId, text }));
    });
    ws.addEventListener("message", (event) => {
      const frame = JSON.parse(String(event.data)) as ServerFrame;
      if (!("id" in frame) || frame.id !== requestId) return;
      let error: string | null = frame.type === "error" ? frame.error.message : null;
      if (frame.type === "chunk") {
        const chunk = frame.chunk;
        if (chunk.type === "text-delta") {
          if (Number.isNaN(firstBytesMs)) firstBytesMs = performance.now() - sentAt;
          answer += chunk.delta;
        }
        if (chunk.type === "error") error = chunk.errorText;
      }
      if (frame.type === "done" || error) {
        clearTimeout(timer);
        ws.close();
        resolve({ firstBytesMs, totalMs: performance.now() - sentAt, text: answer, error });
      }
    });
    ws.addEventListener("error", () => {
      clearTimeout(timer);
      reject(new Error("socket error"));
    });
  });
}

/** Copies the conversation's stored turn until it holds `total` messages (server stopped). */
function growConversation(total: number): string {
  const dir = `${root}/${STATE}/v3/do/truself-ChatConversation`;
  const newest = readdirSync(dir)
    .filter((f) => f.endsWith(".sqlite"))
    .map((f) => ({ f, t: statSync(`${dir}/${f}`).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0];
  if (!newest) throw new Error(`no Durable Object storage in ${dir}`);
  const db = new DatabaseSync(`${dir}/${newest.f}`);
  type Row = { role: string; parts: string; created: number };
  // The conversation's rows in order (app/chat/message-store.server.ts): the turn is copied after them.
  const rows = db.prepare("SELECT role, parts, created FROM chat_messages ORDER BY seq").all() as Row[];
  if (rows.length < 2) throw new Error(`the conversation has ${rows.length} stored message(s), not a turn to copy`);
  const insert = db.prepare("INSERT INTO chat_messages (id, role, parts, created) VALUES (?, ?, ?, ?)");
  db.exec("BEGIN");
  for (let i = rows.length; i < total; i++) {
    const source = rows[i % rows.length] as Row;
    insert.run(`bench-${i}`, source.role, source.parts, source.created + i);
  }
  db.exec("COMMIT");
  db.close();
  return newest.f;
}

async function main() {
  if (!existsSync(`${root}/build/server`)) throw new Error("Build first: npm run build");
  rmSync(`${root}/${STATE}`, { recursive: true, force: true });
  mkdirSync(`${root}/${STATE}`, { recursive: true });

  step("Starting the app as npm start does (local engine), seeding a fresh state folder");
  let server = await startServer();
  const users = await createUsers(Math.max(FIRST_BYTES, CONCURRENT) + 1);
  const browserUsers = await createUsers(FIRST_WORDS + 1);

  // Warm-up: the first request of an isolate compiles code.
  const warmId = await createConversation(server, users[0] as string);
  await ask(server, users[0] as string, warmId, QUESTION);
  step(`1. Loading a ${HISTORY.toLocaleString("en-US")}-message conversation`);
  const owner = users[0] as string;
  await stopServer(server);
  const file = growConversation(HISTORY);
  server = await startServer();
  // What the dialog loads, the latest page (app/chat/user-chat.tsx, CHAT_PAGE_SIZE messages), and
  // for comparison the largest page a client may ask for (CHAT_PAGE_MAX).
  const timeLoads = async (path: string, count: (body: string) => number) => {
    const loads: number[] = [];
    let n = 0;
    let bytes = 0;
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}/api/chat/${warmId}/${path}`, { headers: { Cookie: owner } });
      const body = await res.text();
      const elapsed = performance.now() - t0;
      if (!res.ok) throw new Error(`${path}: ${res.status} ${body}`);
      n = count(body);
      bytes = body.length;
      if (i > 0) loads.push(elapsed); // the first wakes the object from disk
    }
    return { loads, n, bytes };
  };
  const whole = await timeLoads(`messages?limit=${CHAT_PAGE_MAX}`, (body) => (JSON.parse(body) as { messages: unknown[] }).messages.length);
  const page = await timeLoads("messages", (body) => (JSON.parse(body) as { messages: unknown[] }).messages.length);
  const health: number[] = [];
  for (let i = 0; i < 20; i++) {
    const h0 = performance.now();
    await (await fetch(`${server.baseUrl}/api/health`)).arrayBuffer();
    health.push(performance.now() - h0);
  }
  console.log(`  for scale: GET /api/health (one D1 count) median ${ms(median(health))} on this machine`);
  const line = (label: string, r: { loads: number[]; n: number; bytes: number }) =>
    console.log(
      `  ${label}: ${r.n} messages, ${(r.bytes / 1024).toFixed(0)} KB of JSON: median ${ms(median(r.loads))}, p95 ${ms(pct(r.loads, 0.95))} over 20 loads`,
    );
  console.log(`  conversation storage: ${file}`);
  line(`the largest page (${CHAT_PAGE_MAX} messages)`, whole);
  line("the dialog's load (latest page, /messages)", page);
  console.log(`  target: under 100 ms (the dialog's load)`);

  step(`2. First streamed bytes after the send, ${FIRST_BYTES} sends (one user and conversation each)`);
  await ask(server, owner, warmId, "what about recovery?"); // warms the restarted isolate
  const firstBytes: number[] = [];
  const totals: number[] = [];
  for (let i = 1; i <= FIRST_BYTES; i++) {
    const cookie = users[i] as string;
    const id = await createConversation(server, cookie);
    const answer = await ask(server, cookie, id, QUESTION);
    if (answer.error) throw new Error(`send ${i} failed: ${answer.error}`);
    firstBytes.push(answer.firstBytesMs);
    totals.push(answer.totalMs);
  }
  console.log(`  first bytes: median ${ms(median(firstBytes))}, p95 ${ms(pct(firstBytes, 0.95))} (target: median under 150 ms)`);
  console.log(`  whole streamed answer: median ${ms(median(totals))}`);

  step(`3. ${CONCURRENT} conversations sending at once`);
  const ids = await Promise.all(users.slice(1, CONCURRENT + 1).map((cookie) => createConversation(server, cookie)));
  const t0 = performance.now();
  const results = await Promise.allSettled(
    ids.map((id, i) => ask(server, users[i + 1] as string, id, "What about recovery after a tummy tuck?")),
  );
  const wall = performance.now() - t0;
  const ok = results.filter((r) => r.status === "fulfilled" && !r.value.error && r.value.text.length > 0).length;
  const failed = results.length - ok;
  const reasons = new Map<string, number>();
  for (const r of results) {
    const reason = r.status === "rejected" ? String((r.reason as Error).message) : r.value.error;
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, n] of reasons) console.log(`  error x${n}: ${reason}`);
  const firsts = results.flatMap((r) => (r.status === "fulfilled" && !r.value.error ? [r.value.firstBytesMs] : []));
  console.log(
    `  ${ok} of ${results.length} answers complete, ${failed} errors, wall ${ms(wall)}; first bytes median ${ms(median(firsts))}, p95 ${ms(pct(firsts, 0.95))}`,
  );

  step(`4. First words in the browser: pressing Send to the reply's first text in the DOM, ${FIRST_WORDS} sends (one user each)`);
  const words = await firstWordsInBrowser(server, browserUsers);
  console.log(`  first words: median ${ms(median(words.times))}, p95 ${ms(pct(words.times, 0.95))} (target: under 300 ms)`);
  console.log(
    `  of which the first text-delta frame reached the page: median ${ms(median(words.frames))}, p95 ${ms(pct(words.frames, 0.95))} (the rest is the client's rendering)`,
  );
  console.log(`  each send: ${words.times.map((t) => t.toFixed(0)).join(", ")} ms; load average ${loadavg()[0]?.toFixed(1)}`);
  await stopServer(server);
  if (failed) process.exitCode = 1;
}

/**
 * Each user opens the home page signed in (the disclaimer accepted as the dialog stores it), opens
 * TruGPT and sends QUESTION with the Send button; the page times from the button's click to the
 * first text of the new assistant message (a MutationObserver, so the moment React writes it).
 * The first user warms the server and the browser and is not counted.
 */
async function firstWordsInBrowser(server: Server, cookies: string[]): Promise<{ times: number[]; frames: number[] }> {
  const browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS });
  const times: number[] = [];
  const frames: number[] = [];
  try {
    for (const [i, cookie] of cookies.entries()) {
      const context = await browser.newContext({ baseURL: server.baseUrl });
      const [name, value] = cookie.split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.baseUrl }]);
      // The dialog's disclaimer gate, accepted as app/chat/chat-dialog.tsx stores it (per user, in this browser).
      await context.addInitScript((key) => localStorage.setItem(key, "true"), `truself_trugpt_disclaimer_${emailOf.get(cookie)}`);
      // The time the reply's first text-delta frame reaches the page, to tell the server's part from the client's.
      await context.addInitScript(() => {
        const w = window as unknown as { pressedAt?: number; frameAt?: number };
        const Native = window.WebSocket;
        window.WebSocket = class extends Native {
          constructor(...args: ConstructorParameters<typeof WebSocket>) {
            super(...args);
            this.addEventListener("message", (event) => {
              if (w.pressedAt && !w.frameAt && String(event.data).includes("text-delta")) w.frameAt = performance.now();
            });
          }
        };
      });
      const page = await context.newPage();
      const elapsed = await timeOneSend(page);
      await context.close();
      if (i > 0) {
        times.push(elapsed.dom);
        frames.push(elapsed.frame);
      }
    }
  } finally {
    await browser.close();
  }
  return { times, frames };
}

async function timeOneSend(page: Page): Promise<{ dom: number; frame: number }> {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("robot-button").click();
  await page.getByTestId("trugpt-welcome").waitFor({ timeout: 60_000 });
  const input = page.locator("#trugpt-input:not([disabled])");
  await input.waitFor({ timeout: 60_000 });
  await input.fill(QUESTION);
  await page.evaluate(() => {
    const w = window as unknown as { firstWords?: Promise<{ dom: number; frame: number }>; pressedAt?: number; frameAt?: number };
    w.firstWords = new Promise((resolve) => {
      const send = [...document.querySelectorAll("button[type=submit]")].find((b) => b.textContent?.trim() === "Send");
      send?.addEventListener("click", () => (w.pressedAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        const answer = document.querySelector('[data-testid="assistant-message"]');
        if (w.pressedAt && answer?.textContent?.trim()) {
          observer.disconnect();
          const now = performance.now();
          resolve({ dom: now - w.pressedAt, frame: (w.frameAt ?? now) - w.pressedAt });
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
  await page.getByRole("button", { name: "Send", exact: true }).click();
  const elapsed = await page.evaluate(() => (window as unknown as { firstWords: Promise<{ dom: number; frame: number }> }).firstWords);
  // The whole answer arrives before the page closes (the next user's send is then not queued behind it).
  await page.getByTestId("typing-indicator").waitFor({ state: "detached", timeout: 60_000 });
  await page.locator("#trugpt-input:not([disabled])").waitFor({ timeout: 60_000 });
  return elapsed;
}

await main();
