/**
 * TruGPT in Chromium (issue 11's "Done when"): a patient accepts the disclaimer, asks about a nose
 * job in a city and gets a streamed answer with a price range and the city's providers linking to
 * their profiles, follows up about recovery, creates, renames and deletes conversations, finds
 * them again in /trugpt-history after a reload; a signed-out visitor and a guest get their
 * prompts; the demo account gets canned replies and never opens a conversation socket.
 * Each test signs in a patient of its own (its conversations and their Durable Objects are its
 * own); the limit tests use up that patient's per-account limits through the factory.
 */
import type { Locator, Page } from "@playwright/test";
import { tooManyMessage } from "../../app/lib/limits.ts";
import { expect, hydrated, test, type Factory } from "./fixtures.ts";

/** The dialog loads its conversations (a Durable Object each) before it shows them: slow on a busy machine. */
const LOADED = { timeout: 30_000 };
const HOUR = 3600;
const DAY = 24 * HOUR;

const windowStart = (windowSeconds: number, at = Date.now()) => Math.floor(at / (windowSeconds * 1000)) * windowSeconds * 1000;

/** The seconds the limit's window has left now. */
function secondsLeft(windowSeconds: number): number {
  return Math.ceil((windowStart(windowSeconds) + windowSeconds * 1000 - Date.now()) / 1000);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The limit's message as app/lib/limits.ts words it, for the window's seconds left now or a minute less (the clock moves on). */
function limitText(what: string, secondsLeft: number): RegExp {
  return new RegExp([tooManyMessage(what, secondsLeft), tooManyMessage(what, secondsLeft - 60)].map(escape).join("|"));
}

/** Letters only (the assistant finds a place by its words), so the city is this test's own. */
function cityOfItsOwn(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => String.fromCharCode(97 + (b % 26))).join("");
  return `Quill${letters}`;
}

async function acceptDisclaimer(page: Page) {
  const gate = page.getByTestId("trugpt-disclaimer");
  const accept = gate.getByRole("button", { name: "Accept and Continue" });
  await expect(accept).toBeDisabled();
  await gate.getByRole("checkbox").check();
  await accept.click();
}

async function send(page: Page, text: string) {
  const input = page.getByPlaceholder("Type your message...");
  await expect(page.locator("#trugpt-input:not([disabled])")).toBeVisible(LOADED);
  await input.fill(text);
  await input.press("Enter");
}

/** A patient of the test's own, signed in, with the dialog open on its Welcome Chat. */
async function openChatAsNewPatient(page: Page, factory: Factory, signIn: (user: Awaited<ReturnType<Factory["user"]>>) => Promise<void>) {
  const user = await factory.user({ signedIn: true, firstName: "Lim", lastName: "Ited" });
  await signIn(user);
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("robot-button").click();
  await acceptDisclaimer(page);
  const dialog = page.getByTestId("trugpt-dialog");
  await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible(LOADED);
  return { dialog, user };
}

/** The toast is drawn above everything (the open dialog too) and a person can dismiss it. */
async function expectToastOnTop(toast: Locator) {
  await expect(toast).toBeVisible();
  const onTop = await toast.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, "the toast is drawn under the dialog").toBe(true);
  await toast.getByRole("button", { name: "Dismiss" }).click({ timeout: 5_000 });
  await expect(toast).toHaveCount(0);
}

test.describe("TruGPT", () => {
  test("a patient asks about a nose job in a city, follows up, manages conversations and finds them in the history", async ({
    page,
    context,
    factory,
    signIn,
  }) => {
    const city = cityOfItsOwn();
    const provider = await factory.provider({ city, state: "FL", specialties: ["Rhinoplasty"], isVerified: true, rating: 4.9 });
    await signIn(await factory.user({ signedIn: true }));
    await page.goto("/");
    await hydrated(page);
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));

    // The header's TruGPT entry opens the dialog (the page stays where it is).
    await page.getByRole("button", { name: "Patient Resources" }).click();
    await page.getByRole("banner").getByRole("link", { name: "TruGPT", exact: true }).click();
    const dialog = page.getByTestId("trugpt-dialog");
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    await acceptDisclaimer(page);
    await expect(dialog.getByText("TruGPT is for education only and is not medical advice.")).toBeVisible(LOADED);
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    await expect(sidebar.getByRole("button", { name: "Welcome Chat", exact: true })).toBeVisible();
    await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible();

    const question = `How much does a nose job cost in ${city}?`;
    await send(page, question);
    const answer = dialog.getByTestId("assistant-message").last();
    await expect(answer.getByText("Rhinoplasty (Nose Job) typically costs $5,000 - $15,000", { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await expect(answer.getByText("not medical advice", { exact: false }).first()).toBeVisible();
    const mentioned = answer.getByTestId("mentioned-providers");
    await expect(mentioned.getByText("Mentioned Providers")).toBeVisible();
    // The only provider of the city who offers the procedure: this test's, linking to its profile.
    await expect(mentioned.getByRole("link")).toHaveCount(1);
    await expect(mentioned.getByRole("link")).toHaveAttribute("href", `/provider/${provider.id}`);
    await expect(mentioned.getByRole("link")).toContainText(provider.name);
    await expect(mentioned.getByText("TruSelf Verified")).toHaveCount(1);
    await expect(dialog.getByTestId("user-message").last()).toHaveText(new RegExp(`${escape(question)}\\s*\\d{1,2}:\\d{2}\\s[AP]M`));
    expect(sockets.some((url) => /\/api\/chat\/[0-9a-f-]{36}$/.test(new URL(url).pathname))).toBe(true);

    await send(page, "what about recovery?");
    await expect(
      dialog.getByTestId("assistant-message").nth(1).getByText("Recovery after Rhinoplasty (Nose Job):", { exact: false }),
    ).toBeVisible({ timeout: 30_000 });

    // Copy on an answer confirms for 2 s.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await dialog.getByTestId("assistant-message").first().getByRole("button", { name: "Copy" }).click();
    await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
    await dialog.getByRole("button", { name: "Copy Chat" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Chat Copied" })).toBeVisible();

    // New, rename, delete.
    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await expect(sidebar.getByRole("button", { name: "New Conversation", exact: true })).toBeVisible();
    await sidebar.getByRole("button", { name: "Rename New Conversation" }).click();
    await sidebar.getByLabel("Conversation title").fill("Tummy tuck questions");
    await sidebar.getByRole("button", { name: "Save" }).click();
    await expect(sidebar.getByRole("button", { name: "Tummy tuck questions", exact: true })).toBeVisible();
    await sidebar.getByRole("button", { name: "Delete Tummy tuck questions" }).click();
    await expect(sidebar.getByRole("button", { name: "Tummy tuck questions", exact: true })).toHaveCount(0);

    // Escape closes the dialog; after a reload the conversation is in /trugpt-history and opens in the dialog with its messages.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await page.goto("/trugpt-history");
    await hydrated(page);
    const history = page.getByTestId("trugpt-history");
    await expect(history.getByText("Welcome Chat")).toBeVisible();
    await expect(history.getByText("Tummy tuck questions")).toHaveCount(0);
    await history.getByRole("link", { name: "Open Welcome Chat" }).click();
    await expect(page.getByTestId("trugpt-dialog").getByText(question)).toBeVisible(LOADED);
    await expect(page.getByTestId("trugpt-dialog").getByTestId("assistant-message")).toHaveCount(2);
  });

  test("over the per-day send and hourly conversation limits, the dialog toasts the limit's message and keeps nothing", async ({
    page,
    factory,
    signIn,
  }) => {
    const user = await factory.user({ signedIn: true, firstName: "Lim", lastName: "Ited" });
    // The send limit is checked only when a message is sent, so it is used up now; the
    // conversation limit only once the dialog has made the Welcome Chat.
    await factory.usedUpLimit({ limit: "chatMessagesPerDay", userId: user.id });
    await signIn(user);
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("robot-button").click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    await expect(sidebar.getByRole("button", { name: "Welcome Chat", exact: true })).toBeVisible(LOADED);
    await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible();

    const sendText = limitText("messages", secondsLeft(DAY));
    await send(page, "What is a facelift?");
    const sendToast = page.getByTestId("toast").filter({ hasText: "Too many messages" });
    await expect(sendToast).toContainText(sendText);
    // The refused message is not kept: the conversation still shows its welcome panel.
    await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible();
    await expect(dialog.getByTestId("user-message")).toHaveCount(0);

    await factory.usedUpLimit({ limit: "chatConversationsPerHour", userId: user.id });
    const createText = limitText("conversations", secondsLeft(HOUR));
    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    const createToast = page.getByTestId("toast").filter({ hasText: "Too many conversations" });
    await expect(createToast).toContainText(createText);
    await expect(sidebar.getByRole("button", { name: "New Conversation", exact: true })).toHaveCount(0);
  });

  test("a signed-out visitor gets the join prompt; a guest accepts the disclaimer and is sent to sign up @phone-only", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByTestId("robot-button").click();
    const join = page.getByTestId("trugpt-join");
    await expect(join.getByText("Join TruSelf to Access TruGPT")).toBeVisible();
    await expect(join.getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/auth");
    await expect(join.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await join.getByRole("button", { name: "Continue as guest" }).click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    await expect(dialog.getByText("Guest", { exact: true })).toBeVisible(LOADED);
    // On a phone the dialog fits the screen and the sidebar is hidden.
    const box = await dialog.boundingBox();
    expect(box && box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(dialog.getByTestId("trugpt-sidebar")).toBeHidden();
    await page.getByPlaceholder("Type your message...").fill("Hi");
    await dialog.getByRole("button", { name: "Sign Up to Chat" }).click();
    await expect(
      page
        .getByTestId("toast")
        .filter({ hasText: "Sign up required" })
        .getByText("Please sign up to chat with TruGPT and get personalized recommendations."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("focus returns to the robot when the dialog closes", async ({ page }) => {
    await page.goto("/find-doctors");
    await hydrated(page);
    await page.getByTestId("robot-button").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("trugpt-join")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("trugpt-join")).toHaveCount(0);
    await expect(page.getByTestId("robot-button")).toBeFocused();
  });

  test("the demo account gets canned replies kept in the browser, with no conversation socket", async ({ page, factory, signIn }) => {
    await signIn(await factory.user({ signedIn: true, isDemo: true, firstName: "Demo" }));
    await page.goto("/");
    await hydrated(page);
    const sockets: string[] = [];
    page.on("websocket", (ws) => sockets.push(ws.url()));
    await page.getByTestId("robot-button").click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    await expect(dialog.getByText("Demo", { exact: true })).toBeVisible(LOADED);
    await expect(dialog.getByTestId("trugpt-sidebar").getByRole("button", { name: "Welcome Chat", exact: true })).toBeVisible();
    await send(page, "How much is botox?");
    await expect(dialog.getByTestId("typing-indicator")).toBeVisible();
    await expect(dialog.getByText("Botox typically costs between $300 and $600 per area treated", { exact: false })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("truself_demo_trugpt_messages_demo-conversation-1")))
      .toMatch(/How much is botox\?/);
    expect(sockets).toEqual([]);
    await page.keyboard.press("Escape");
    await page.goto("/trugpt-history");
    await expect(page.getByText("The demo account keeps its conversations in this browser.")).toBeVisible();
  });

  test("/trugpt-detail offers signed-in users Open TruGPT", async ({ page, factory, signIn }) => {
    await signIn(await factory.user({ signedIn: true }));
    await page.goto("/trugpt-detail");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Create a free account" })).toHaveCount(0);
    await page.getByRole("link", { name: "Open TruGPT", exact: true }).click();
    await expect(page.getByTestId("trugpt-dialog")).toBeVisible();
  });

  test("on a nutrition provider's page the dialog is the nutrition variant; on another provider's page it is not", async ({
    page,
    factory,
    signIn,
  }) => {
    await signIn(await factory.user({ signedIn: true }));
    // Spec 001 names the two nutrition providers' pages; the app keys the variant to their paths
    // (app/chat/chat-launcher.tsx), so this one reads the seeded provider's page (and changes nothing).
    await page.goto("/provider/mia-thompson");
    await hydrated(page);
    await page.getByTestId("robot-button").click();
    await acceptDisclaimer(page);
    const dialog = page.getByTestId("trugpt-dialog");
    await expect(dialog.getByText("Nutrition Focus", { exact: true })).toBeVisible(LOADED);
    await expect(dialog.getByText("Ask me anything about nutrition, wellness and recovery.")).toBeVisible();
    await expect(dialog.getByPlaceholder("Ask about nutrition, supplements or recovery...")).toBeVisible();

    const provider = await factory.provider({ type: "nutritionist" });
    await page.goto(`/provider/${provider.id}`);
    await hydrated(page);
    await page.getByTestId("robot-button").click();
    await expect(page.getByTestId("trugpt-dialog").getByPlaceholder("Type your message...")).toBeVisible(LOADED);
    await expect(page.getByTestId("trugpt-dialog").getByText("Nutrition Focus", { exact: true })).toHaveCount(0);
  });

  test("on a phone, a failed send's toast shows above the open chat dialog and can be dismissed @phone-only", async ({
    page,
    factory,
    signIn,
  }) => {
    const { dialog, user } = await openChatAsNewPatient(page, factory, signIn);
    await factory.usedUpLimit({ limit: "chatMessagesPerDay", userId: user.id });
    await send(page, "What is a facelift?");
    await expectToastOnTop(page.getByTestId("toast").filter({ hasText: "Too many messages" }));
    await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible();
  });

  test("on a phone, the dialog switches and starts conversations, and its menu holds Copy Chat and Close Chat @phone-only", async ({
    page,
    context,
    factory,
    signIn,
  }) => {
    const { dialog } = await openChatAsNewPatient(page, factory, signIn);
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    await expect(sidebar).toBeHidden();
    const list = dialog.getByRole("button", { name: /^Conversations/ });
    await expect(list).toContainText("Welcome Chat");

    await send(page, "How much is botox?");
    await expect(dialog.getByTestId("assistant-message")).toBeVisible({ timeout: 30_000 });

    // Start a conversation: it opens, and the list folds away again.
    await list.click();
    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await expect(sidebar).toBeHidden();
    await expect(dialog.getByRole("button", { name: /^Conversations.*New Conversation/ })).toBeVisible();
    await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible();

    // Switch back to the Welcome Chat and its answer (leaving a conversation while it answers is no failed send).
    await list.click();
    await sidebar.getByRole("button", { name: "Welcome Chat", exact: true }).click();
    await expect(dialog.getByRole("button", { name: /^Conversations.*Welcome Chat/ })).toBeVisible();
    await expect(dialog.getByTestId("assistant-message")).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveCount(0);

    // Copy Chat and Close Chat are in the menu (the desktop's Copy Chat button is not shown).
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await expect(dialog.getByRole("button", { name: "Copy Chat" })).toHaveCount(0);
    await dialog.getByTestId("trugpt-menu").click();
    await dialog.getByRole("button", { name: "Copy Chat" }).click();
    await expectToastOnTop(page.getByTestId("toast").filter({ hasText: "Chat Copied" }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^You: How much is botox\?\n\nTruGPT: /);
    await dialog.getByTestId("trugpt-menu").click();
    await dialog.getByRole("button", { name: "Close Chat" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("a new conversation is titled from its first answered question; a renamed one keeps its name; deleting the open one opens the next", async ({
    page,
    factory,
    signIn,
  }) => {
    const { dialog } = await openChatAsNewPatient(page, factory, signIn);
    const sidebar = dialog.getByTestId("trugpt-sidebar");
    const answers = dialog.getByTestId("assistant-message");
    const input = page.locator("#trugpt-input:not([disabled])");

    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await expect(sidebar.getByRole("button", { name: "New Conversation", exact: true })).toBeVisible();
    await send(page, "How long is recovery after a tummy tuck?");
    await expect(answers).toHaveCount(1, { timeout: 30_000 });
    const titled = sidebar.getByRole("button", { name: "How long is recovery after a tummy tuck?", exact: true });
    await expect(titled).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "New Conversation", exact: true })).toHaveCount(0);
    await expect(sidebar.getByRole("button", { name: "Welcome Chat", exact: true })).toBeVisible();

    await sidebar.getByRole("button", { name: "+ New Conversation" }).click();
    await sidebar.getByRole("button", { name: "Rename New Conversation" }).click();
    await sidebar.getByLabel("Conversation title").fill("My botox notes");
    await sidebar.getByRole("button", { name: "Save" }).click();
    const renamed = sidebar.getByRole("button", { name: "My botox notes", exact: true });
    await expect(renamed).toBeVisible();
    await send(page, "How much is botox?");
    await expect(answers).toHaveCount(1, { timeout: 30_000 });
    await expect(input).toBeVisible();
    await expect(renamed).toHaveCount(1);
    await expect(sidebar.getByRole("button", { name: "How much is botox?", exact: true })).toHaveCount(0);

    // The delete control is an icon with a name, not an emoji.
    const remove = sidebar.getByRole("button", { name: "Delete My botox notes" });
    await expect(remove).toHaveText("");
    await expect(remove.locator("svg")).toHaveCount(1);

    // Deleting the open conversation opens the next one, where sending works.
    await expect(renamed).toHaveAttribute("aria-current", "true");
    await remove.click();
    await expect(renamed).toHaveCount(0);
    await expect(sidebar.locator('[aria-current="true"]', { hasText: "How long is recovery after a tummy tuck?" })).toBeVisible();
    await expect(dialog.getByTestId("user-message").filter({ hasText: "How long is recovery after a tummy tuck?" })).toBeVisible();
    await send(page, "And what does it cost?");
    await expect(answers).toHaveCount(2, { timeout: 30_000 });
    await expect(page.getByTestId("toast")).toHaveCount(0);

    // Deleting the last one opens a new one, not a dead input.
    await sidebar.getByRole("button", { name: "Delete How long is recovery after a tummy tuck?" }).click();
    await expect(sidebar.locator('[aria-current="true"]', { hasText: "Welcome Chat" })).toBeVisible();
    await send(page, "What is a facelift?");
    await expect(answers).toHaveCount(1, { timeout: 30_000 });
    await expect(input).toBeVisible();
    await sidebar.getByRole("button", { name: "Delete Welcome Chat" }).click();
    await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible();
    await expect(sidebar.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(sidebar.locator("li")).toHaveCount(1);
    await send(page, "How much is a tummy tuck?");
    await expect(answers).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("the audit's questions get answers a patient would call right: scope, Spanish, near by distance, follow-ups, yes first, emergencies alone (issue 37)", async ({
    page,
    factory,
    signIn,
  }) => {
    const own = cityOfItsOwn();
    // Botox in Phoenix and Scottsdale (the seeded directory has its Botox there, and in Chicago,
    // Seattle, Washington DC and Orlando): this test's Phoenix one on the city's west side, nearer
    // Beverly Hills than any seeded one.
    const [westPhoenix] = await factory.providers([
      { name: `West Valley Botox ${own}`, city: "Phoenix", state: "AZ", latitude: 33.46, longitude: -112.34, specialties: ["Botox"] },
      { name: `Old Town Botox ${own}`, city: "Scottsdale", state: "AZ", specialties: ["Botox"] },
      { name: `Galleria Breast Center ${own}`, city: "Houston", state: "TX", specialties: ["Breast Augmentation"] },
    ]);
    const { dialog } = await openChatAsNewPatient(page, factory, signIn);
    const answers = dialog.getByTestId("assistant-message");
    /** The n-th answer's text, once its last words arrived. */
    async function answer(question: string, n: number, endsWith: string) {
      await send(page, question);
      const text = answers.nth(n).locator("p").first();
      await expect(text).toContainText(endsWith, { timeout: 30_000 });
      return { text, body: (await text.innerText()).trim() };
    }
    const disclaimer = "This information is for education only and is not medical advice.";

    const coolsculpting = await answer("How much does CoolSculpting cost?", 0, disclaimer);
    expect(coolsculpting.body).toContain("CoolSculpting typically costs $2,000 - $4,000");

    // Lasagna mid-conversation: the scope reply, nothing of CoolSculpting, no prices, no providers.
    const lasagna = await answer("How do I make lasagna?", 1, "Is there a procedure you'd like to know about?");
    expect(lasagna.body).toBe(
      "I can only help with cosmetic and aesthetic procedures, recovery and nutrition around them, and finding a provider in the TruSelf directory. Is there a procedure you'd like to know about?",
    );
    await expect(answers.nth(1).getByTestId("mentioned-providers")).toHaveCount(0);

    // Spanish: understood and answered in Spanish, with Houston's providers.
    const houston = await answer("¿Cuánto cuesta un aumento de senos en Houston?", 2, "no es un consejo médico");
    expect(houston.body).toMatch(/^En EE\. UU\., el aumento de senos suele costar \$6,000 - \$12,000/);
    expect(houston.body).toContain("Proveedores cerca de Houston, TX que ofrecen el aumento de senos, del más cercano al más lejano:");
    expect(houston.body).toContain(`Galleria Breast Center ${own}, Houston, TX`);
    expect(houston.body).not.toMatch(/typically|Providers|medical advice/);

    // Near Beverly Hills: by distance, nearest first with the miles; never Washington, Chicago or Seattle.
    const botox = await answer("Botox near Beverly Hills", 3, disclaimer);
    expect(botox.body).toMatch(
      /(No provider within 50 miles of Beverly Hills, CA lists Botox in the TruSelf directory yet\. The nearest who offer it:|Providers near Beverly Hills, CA who offer Botox, nearest first:)\n- /,
    );
    // Other tests' providers share this directory (the factory's default one is in Beverly Hills and
    // offers Botox), so West Phoenix is listed only when no Botox is offered within 50 miles.
    const distance = / — (less than 1|\d+) mi$/;
    const lines = botox.body.split("\n").filter((line) => distance.test(line));
    const miles = lines.map((line) => Number(distance.exec(line)?.[1]?.replace("less than 1", "0")));
    await expect(answers.nth(3).getByTestId("mentioned-providers").getByRole("link")).toHaveCount(lines.length);
    expect(lines.length).toBeGreaterThan(0);
    expect(miles).toEqual(miles.toSorted((a, b) => a - b));
    expect(botox.body).not.toMatch(/Washington|Chicago|Seattle/);
    const phoenixLine = lines.find((line) => line.startsWith(`- ${westPhoenix!.name}, Phoenix, AZ`));
    if (phoenixLine)
      await expect(answers.nth(3).getByTestId("mentioned-providers").getByRole("link", { name: westPhoenix!.name })).toBeVisible();
    // Otherwise Botox is offered within 50 miles (another test's provider), and only those are listed as near.
    else {
      expect(botox.body).toContain("Providers near Beverly Hills, CA who offer Botox, nearest first:");
      expect(miles.every((m) => m <= 50)).toBe(true);
    }

    // Beverly Hills does not stick; "after that" answers the recovery only, not the answer before.
    const tummy = await answer("How much does a tummy tuck cost?", 4, disclaimer);
    expect(tummy.body).toContain("Tummy Tuck typically costs $8,000 - $15,000");
    expect(tummy.body).not.toContain("Beverly Hills");
    const work = await answer("How long until I can go back to work after that?", 5, disclaimer);
    expect(work.body).toMatch(/^Recovery after Tummy Tuck: /);
    expect(work.body).not.toContain("$");
    expect(work.body).not.toBe(tummy.body);

    // A yes/no question: the answer first.
    const safe = await answer("Is CoolSculpting safe?", 6, disclaimer);
    expect(safe.body).toMatch(/^Yes — CoolSculpting is FDA-cleared and generally safe for suitable candidates/);

    // An emergency: the guidance alone.
    const emergency = await answer("I have chest pain three days after my liposuction", 7, "(the Suicide & Crisis Lifeline) now.");
    expect(emergency.body).toBe(
      "If this is happening now, call 911 (or your local emergency number) right away or go to the nearest emergency room. Chest pain, trouble breathing, heavy bleeding or a fever after a procedure can be serious and needs in-person care immediately; then let your surgeon's office know. If you or someone close to you is having thoughts of self-harm, stay with someone you trust and call or text 988 (the Suicide & Crisis Lifeline) now.",
    );
    await expect(answers.nth(7).getByTestId("mentioned-providers")).toHaveCount(0);
  });
});
