/**
 * TruGPT in Chromium (issue 11's "Done when"): a patient accepts the disclaimer, asks about a nose
 * job in Miami and gets a streamed answer with a price range and mentioned providers linking to
 * their profiles, follows up about recovery, creates, renames and deletes conversations, finds
 * them again in /trugpt-history after a reload; a signed-out visitor and a guest get their
 * prompts; the demo account gets canned replies and never opens a conversation socket.
 * Rows written here: the seeded patient's TruGPT conversations (and their Durable Objects); one
 * user of its own with a session and full send and conversation limits (inserted straight
 * into the app's local D1, test/e2e/local-d1.ts), whose refusals the dialog shows as toasts.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { createHash, randomBytes } from "node:crypto";
import { tooManyMessage } from "../../app/lib/limits.ts";
import { ACCOUNTS, BASE_URL, launchBrowser, newPage, signInByRequest } from "./browser.ts";
import { execute, insertPatient } from "./local-d1.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A patient of this run with a session (no password: the session is written straight into D1); the cookie value is `token`. */
function sessionUser(id: string, token: string): string[] {
  const hash = createHash("sha256").update(token).digest("hex");
  const now = Date.now();
  return [
    insertPatient({ id, email: `${id}@example.com`, firstName: "Lim", lastName: "Ited", username: id, verifiedAt: now }),
    `INSERT INTO sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES ('${hash}', '${id}', ${now}, ${now}, ${now + 86_400_000});`,
  ];
}

const windowStart = (windowSeconds: number, at = Date.now()) => Math.floor(at / (windowSeconds * 1000)) * windowSeconds * 1000;

/**
 * Uses up a limit of rate_limits (app/lib/rate-limit.server.ts) for this window and the next, so
 * it is used up whichever window the app is in by the time it checks.
 */
function exhaust(key: string, windowSeconds: number): string[] {
  const start = windowStart(windowSeconds);
  return [start, start + windowSeconds * 1000].map(
    (at) =>
      `INSERT INTO rate_limits (key, window_start, count) VALUES ('${key}', ${at}, 100000) ON CONFLICT (key, window_start) DO UPDATE SET count = 100000;`,
  );
}

/** The seconds the limit's window has left now. */
function secondsLeft(windowSeconds: number): number {
  return Math.ceil((windowStart(windowSeconds) + windowSeconds * 1000 - Date.now()) / 1000);
}

/** The limit's message as app/lib/limits.ts words it, for the window's seconds left now or a minute less (the clock moves on). */
function limitTexts(what: string, secondsLeft: number): string[] {
  return [tooManyMessage(what, secondsLeft), tooManyMessage(what, secondsLeft - 60)];
}

async function acceptDisclaimer(page: Page) {
  const gate = page.getByTestId("trugpt-disclaimer");
  await gate.waitFor();
  const accept = gate.getByRole("button", { name: "Accept and Continue" });
  assert.equal(await accept.isDisabled(), true);
  await gate.getByRole("checkbox").check();
  await accept.click();
}

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder("Type your message...");
  await input.waitFor();
  await page.locator("#trugpt-input:not([disabled])").waitFor();
  await input.fill(text);
  await input.press("Enter");
}

/** A patient of this run, signed in on `page`, with the dialog open on its Welcome Chat. */
async function openChatAsNewPatient(page: Page, id: string, ...statements: string[]) {
  const token = randomBytes(32).toString("base64url");
  execute(...sessionUser(id, token), ...statements);
  await page.context().addCookies([{ name: "truself_session", value: token, url: BASE_URL }]);
  await page.goto("/");
  await page.getByTestId("robot-button").click();
  await acceptDisclaimer(page);
  const dialog = page.getByTestId("trugpt-dialog");
  await dialog.getByTestId("trugpt-welcome").waitFor();
  return dialog;
}

/** The toast is drawn above everything (the open dialog too) and a person can dismiss it. */
async function assertToastOnTop(toast: Locator) {
  await toast.waitFor();
  const onTop = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  assert.equal(onTop, true, "the toast is drawn under the dialog");
  await toast.getByRole("button", { name: "Dismiss" }).click({ timeout: 5_000 });
  await toast.waitFor({ state: "detached" });
}

describe("TruGPT", () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  test("a patient asks about a nose job in Miami, follows up, manages conversations and finds them in the history", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/");
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));

    // The header's TruGPT entry opens the dialog (the page stays where it is).
    await page.getByRole("button", { name: "Patient Resources" }).click();
    await page.getByRole("banner").getByRole("link", { name: "TruGPT", exact: true }).click();
    const dialog = page.getByTestId("trugpt-dialog");
    await dialog.waitFor();
    assert.equal(new URL(page.url()).pathname, "/");
    await acceptDisclaimer(page);
    await dialog.getByText("TruGPT is for education only and is not medical advice.").waitFor();
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    await sidebar.getByRole("button", { name: "Welcome Chat", exact: true }).waitFor();
    await dialog.getByTestId("trugpt-welcome").waitFor();

    await send(page, "How much does a nose job cost in Miami?");
    const answer = dialog.getByTestId("assistant-message").last();
    await answer.getByText("Rhinoplasty (Nose Job) typically costs $5,000 - $15,000", { exact: false }).waitFor();
    await answer.getByText("not medical advice", { exact: false }).waitFor();
    const providers = answer.getByTestId("mentioned-providers");
    await providers.getByText("Mentioned Providers").waitFor();
    const links = providers.getByRole("link");
    assert.ok((await links.count()) >= 1);
    assert.match((await links.first().getAttribute("href")) ?? "", /^\/provider\/[\w-]+$/);
    assert.ok((await providers.getByText("TruSelf Verified").count()) >= 1);
    assert.match(
      (await dialog.getByTestId("user-message").last().textContent()) ?? "",
      /How much does a nose job cost in Miami\?\s*\d{1,2}:\d{2}\s[AP]M/,
    );
    assert.ok(sockets.some((url) => /\/api\/chat\/[0-9a-f-]{36}$/.test(new URL(url).pathname)));

    await send(page, "what about recovery?");
    await dialog.getByTestId("assistant-message").nth(1).getByText("Recovery after Rhinoplasty (Nose Job):", { exact: false }).waitFor();

    // Copy on an answer confirms for 2 s.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await dialog.getByTestId("assistant-message").first().getByRole("button", { name: "Copy" }).click();
    await dialog.getByRole("button", { name: "Copied!" }).waitFor();
    await dialog.getByRole("button", { name: "Copy Chat" }).click();
    await page.getByTestId("toast").filter({ hasText: "Chat Copied" }).waitFor();

    // New, rename, delete.
    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await sidebar.getByRole("button", { name: "New Conversation", exact: true }).waitFor();
    await sidebar.getByRole("button", { name: "Rename New Conversation" }).click();
    await sidebar.getByLabel("Conversation title").fill("Tummy tuck questions");
    await sidebar.getByRole("button", { name: "Save" }).click();
    await sidebar.getByRole("button", { name: "Tummy tuck questions", exact: true }).waitFor();
    await sidebar.getByRole("button", { name: "Delete Tummy tuck questions" }).click();
    await sidebar.getByRole("button", { name: "Tummy tuck questions", exact: true }).waitFor({ state: "detached" });

    // Escape closes the dialog; after a reload the conversation is in /trugpt-history and opens in the dialog with its messages.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await page.goto("/trugpt-history");
    const history = page.getByTestId("trugpt-history");
    await history.getByText("Welcome Chat").waitFor();
    assert.equal(await history.getByText("Tummy tuck questions").count(), 0);
    await history.getByRole("link", { name: "Open Welcome Chat" }).click();
    await page.getByTestId("trugpt-dialog").getByText("How much does a nose job cost in Miami?").waitFor();
    assert.equal(await page.getByTestId("trugpt-dialog").getByTestId("assistant-message").count(), 2);
  });

  test("over the per-day send and hourly conversation limits, the dialog toasts the limit's message and keeps nothing", async () => {
    const id = `e2e-limits-${Date.now().toString(36)}`;
    const page = await newPage(browser);
    const token = randomBytes(32).toString("base64url");
    // The send limit is checked only when a message is sent, so it is used up now, in the same
    // transaction; the conversation limit only once the dialog has made the Welcome Chat.
    execute(...sessionUser(id, token), ...exhaust(`chatMessagesPerDay:${id}`, DAY));
    await page.context().addCookies([{ name: "truself_session", value: token, url: BASE_URL }]);
    await page.goto("/");
    await page.getByTestId("robot-button").click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    await sidebar.getByRole("button", { name: "Welcome Chat", exact: true }).waitFor();
    await dialog.getByTestId("trugpt-welcome").waitFor();

    const sendTexts = limitTexts("messages", secondsLeft(DAY));
    await send(page, "What is a facelift?");
    const sendToast = page.getByTestId("toast").filter({ hasText: "Too many messages" });
    await sendToast.waitFor();
    const shown = (await sendToast.textContent()) ?? "";
    assert.ok(
      sendTexts.some((text) => shown.includes(text)),
      `toast "${shown}" is not one of ${JSON.stringify(sendTexts)}`,
    );
    // The refused message is not kept: the conversation still shows its welcome panel.
    await dialog.getByTestId("trugpt-welcome").waitFor();
    assert.equal(await dialog.getByTestId("user-message").count(), 0);

    execute(...exhaust(`chatConversationsPerHour:${id}`, HOUR));
    const createTexts = limitTexts("conversations", secondsLeft(HOUR));
    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    const createToast = page.getByTestId("toast").filter({ hasText: "Too many conversations" });
    await createToast.waitFor();
    const created = (await createToast.textContent()) ?? "";
    assert.ok(
      createTexts.some((text) => created.includes(text)),
      `toast "${created}" is not one of ${JSON.stringify(createTexts)}`,
    );
    assert.equal(await sidebar.getByRole("button", { name: "New Conversation", exact: true }).count(), 0);
  });

  test("a signed-out visitor gets the join prompt; a guest accepts the disclaimer and is sent to sign up", async () => {
    const page = await newPage(browser, { width: 375, height: 740 });
    await page.goto("/");
    await page.getByTestId("robot-button").click();
    const join = page.getByTestId("trugpt-join");
    await join.getByText("Join TruSelf to Access TruGPT").waitFor();
    assert.equal(await join.getByRole("link", { name: "Create Account" }).getAttribute("href"), "/auth");
    assert.equal(await join.getByRole("link", { name: "Sign In" }).getAttribute("href"), "/auth");
    await join.getByRole("button", { name: "Continue as guest" }).click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    await dialog.getByText("Guest", { exact: true }).waitFor();
    // At 375 px the dialog fits the screen and the sidebar is hidden.
    const box = await dialog.boundingBox();
    assert.ok(box && box.width <= 375);
    assert.equal(await dialog.getByTestId("trugpt-sidebar").isVisible(), false);
    await page.getByPlaceholder("Type your message...").fill("Hi");
    await dialog.getByRole("button", { name: "Sign Up to Chat" }).click();
    await page
      .getByTestId("toast")
      .filter({ hasText: "Sign up required" })
      .getByText("Please sign up to chat with TruGPT and get personalized recommendations.")
      .waitFor();
    await page.waitForURL("**/signup");
  });

  test("focus returns to the robot when the dialog closes", async () => {
    const page = await newPage(browser);
    await page.goto("/find-doctors");
    await page.getByTestId("robot-button").focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("trugpt-join").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("trugpt-join").waitFor({ state: "detached" });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "robot-button");
  });

  test("the demo account gets canned replies kept in the browser, with no conversation socket", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.demo);
    await page.goto("/");
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    await page.getByTestId("robot-button").click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    await dialog.getByText("Demo", { exact: true }).waitFor();
    await dialog.getByTestId("trugpt-sidebar").getByRole("button", { name: "Welcome Chat", exact: true }).waitFor();
    await send(page, "How much is botox?");
    await dialog.getByTestId("typing-indicator").waitFor();
    await dialog.getByText("Botox typically costs between $300 and $600 per area treated", { exact: false }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem("truself_demo_trugpt_messages_demo-conversation-1"));
    assert.match(stored ?? "", /How much is botox\?/);
    assert.deepEqual(sockets, []);
    await page.keyboard.press("Escape");
    await page.goto("/trugpt-history");
    await page.getByText("The demo account keeps its conversations in this browser.").waitFor();
  });

  test("/trugpt-detail offers signed-in users Open TruGPT", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/trugpt-detail");
    assert.equal(await page.getByRole("link", { name: "Create a free account" }).count(), 0);
    await page.getByRole("link", { name: "Open TruGPT", exact: true }).click();
    await page.getByTestId("trugpt-dialog").waitFor();
  });

  test("on a nutrition provider's page the dialog is the nutrition variant", async () => {
    const page = await newPage(browser);
    await signInByRequest(page, ACCOUNTS.patient);
    await page.goto("/provider/3");
    await page.getByTestId("robot-button").click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    await dialog.getByText("Nutrition Focus", { exact: true }).waitFor();
    await dialog.getByText("Ask me anything about nutrition, wellness and recovery.").waitFor();
    await dialog.getByPlaceholder("Ask about nutrition, supplements or recovery...").waitFor();
  });

  test("on a phone, a failed send's toast shows above the open chat dialog and can be dismissed", async () => {
    const id = `e2e-toast-${Date.now().toString(36)}`;
    const page = await newPage(browser, { width: 390, height: 844 });
    const dialog = await openChatAsNewPatient(page, id, ...exhaust(`chatMessagesPerDay:${id}`, DAY));
    await send(page, "What is a facelift?");
    await assertToastOnTop(page.getByTestId("toast").filter({ hasText: "Too many messages" }));
    await dialog.getByTestId("trugpt-welcome").waitFor();
  });

  test("on a phone, the dialog switches and starts conversations, and its menu holds Copy Chat and Close Chat", async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const dialog = await openChatAsNewPatient(page, `e2e-phone-${Date.now().toString(36)}`);
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    assert.equal(await sidebar.isVisible(), false);
    const list = dialog.getByRole("button", { name: /^Conversations/ });
    assert.match((await list.textContent()) ?? "", /Welcome Chat/);

    await send(page, "How much is botox?");
    await dialog.getByTestId("assistant-message").waitFor();

    // Start a conversation: it opens, and the list folds away again.
    await list.click();
    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await sidebar.waitFor({ state: "hidden" });
    await dialog.getByRole("button", { name: /^Conversations.*New Conversation/ }).waitFor();
    await dialog.getByTestId("trugpt-welcome").waitFor();

    // Switch back to the Welcome Chat and its answer (leaving a conversation while it answers is no failed send).
    await list.click();
    await sidebar.getByRole("button", { name: "Welcome Chat", exact: true }).click();
    await dialog.getByRole("button", { name: /^Conversations.*Welcome Chat/ }).waitFor();
    await dialog.getByTestId("assistant-message").waitFor();
    assert.deepEqual(await page.getByTestId("toast").allTextContents(), []);

    // Copy Chat and Close Chat are in the menu (the desktop's Copy Chat button is not shown).
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    assert.equal(await dialog.getByRole("button", { name: "Copy Chat" }).count(), 0);
    await dialog.getByTestId("trugpt-menu").click();
    await dialog.getByRole("button", { name: "Copy Chat" }).click();
    await assertToastOnTop(page.getByTestId("toast").filter({ hasText: "Chat Copied" }));
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^You: How much is botox\?\n\nTruGPT: /);
    await dialog.getByTestId("trugpt-menu").click();
    await dialog.getByRole("button", { name: "Close Chat" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  test("a new conversation is titled from its first answered question; a renamed one keeps its name; deleting the open one opens the next", async () => {
    const page = await newPage(browser);
    const dialog = await openChatAsNewPatient(page, `e2e-titles-${Date.now().toString(36)}`);
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    const answers = dialog.getByTestId("assistant-message");

    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await sidebar.getByRole("button", { name: "New Conversation", exact: true }).waitFor();
    await send(page, "How long is recovery after a tummy tuck?");
    await answers.waitFor();
    const titled = sidebar.getByRole("button", { name: "How long is recovery after a tummy tuck?", exact: true });
    await titled.waitFor();
    assert.equal(await sidebar.getByRole("button", { name: "New Conversation", exact: true }).count(), 0);
    await sidebar.getByRole("button", { name: "Welcome Chat", exact: true }).waitFor();

    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await sidebar.getByRole("button", { name: "Rename New Conversation" }).click();
    await sidebar.getByLabel("Conversation title").fill("My botox notes");
    await sidebar.getByRole("button", { name: "Save" }).click();
    const renamed = sidebar.getByRole("button", { name: "My botox notes", exact: true });
    await renamed.waitFor();
    await send(page, "How much is botox?");
    await answers.waitFor();
    await page.locator("#trugpt-input:not([disabled])").waitFor();
    assert.equal(await renamed.count(), 1);
    assert.equal(await sidebar.getByRole("button", { name: "How much is botox?", exact: true }).count(), 0);

    // The delete control is an icon with a name, not an emoji.
    const remove = sidebar.getByRole("button", { name: "Delete My botox notes" });
    assert.equal(((await remove.textContent()) ?? "").trim(), "");
    assert.equal(await remove.locator("svg").count(), 1);

    // Deleting the open conversation opens the next one, where sending works.
    assert.equal(await renamed.getAttribute("aria-current"), "true");
    await remove.click();
    await renamed.waitFor({ state: "detached" });
    await sidebar.locator('[aria-current="true"]', { hasText: "How long is recovery after a tummy tuck?" }).waitFor();
    await dialog.getByTestId("user-message").filter({ hasText: "How long is recovery after a tummy tuck?" }).waitFor();
    await send(page, "And what does it cost?");
    await answers.nth(1).waitFor();
    assert.deepEqual(await page.getByTestId("toast").allTextContents(), []);

    // Deleting the last one opens a new one, not a dead input.
    await sidebar.getByRole("button", { name: "Delete How long is recovery after a tummy tuck?" }).click();
    await sidebar.locator('[aria-current="true"]', { hasText: "Welcome Chat" }).waitFor();
    await send(page, "What is a facelift?");
    await answers.waitFor();
    await page.locator("#trugpt-input:not([disabled])").waitFor();
    await sidebar.getByRole("button", { name: "Delete Welcome Chat" }).click();
    await dialog.getByTestId("trugpt-welcome").waitFor();
    await sidebar.locator('[aria-current="true"]').waitFor();
    assert.equal(await sidebar.locator("li").count(), 1);
    await send(page, "How much is a tummy tuck?");
    await answers.waitFor();
    assert.deepEqual(await page.getByTestId("toast").allTextContents(), []);
  });
});
