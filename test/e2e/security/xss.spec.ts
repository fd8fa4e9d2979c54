/**
 * The XSS corpus (issue 33): every payload of xss-corpus.ts written into every field the app shows
 * back, through the app's own commands where there is one (reviews, questions: sanitized before
 * storing) and straight into the rows where only an import fills them (providers, extraction
 * results, the photo import queue), then rendered in Chromium on each page that shows the field.
 * On every page: the marker never ran, no dialog, no CSP violation (a blocked inline script or
 * handler means markup was injected), no console error, no element or attribute from a payload in
 * the DOM, and each payload shown as text (or as the sanitized text where the spec strips it).
 * Payloads are batched: one provider per payload on one search page, all reviews on one profile.
 */
import type { Browser, Page } from "@playwright/test";
import { sanitizeUserText } from "../../../app/lib/sanitize.ts";
import { authFile, expect, Factory, hydrated, randomLetters, test } from "../fixtures.ts";
import { XSS_INIT_SCRIPT, XSS_PAYLOADS, type Payload } from "./xss-corpus.ts";

/** How a field shows: as text in the page, as an image's alt text, or as a string in the JSON-LD. */
type Shown = { payload: number; field: string; text: string; as?: "text" | "alt" | "json-ld" | "title" };

type Findings = { ran: string[]; violations: string[]; injected: string[]; missing: string[]; badJsonLd: string[] };

/** Runs in the page: what a payload left behind, and which of the expected texts are missing. */
function inspect(expected: Shown[]): Findings {
  const w = window as unknown as { __xssRan: string[]; __cspViolations: string[] };
  const injected: string[] = [];
  const URL_ATTRIBUTES = new Set([
    "href",
    "src",
    "action",
    "formaction",
    "data",
    "xlink:href",
    "poster",
    "background",
    "srcset",
    "ping",
    "cite",
  ]);
  const describe = (el: Element) => el.outerHTML.slice(0, 120);
  for (const el of document.querySelectorAll("[data-xss], iframe, frame, object, embed, base, meta[http-equiv], img[src='x']"))
    injected.push(describe(el));
  for (const el of document.querySelectorAll("script:not([nonce])")) injected.push(`script without nonce: ${describe(el)}`);
  for (const el of document.querySelectorAll("*")) {
    for (const attr of el.attributes) {
      // Browsers skip leading controls and spaces, and tabs and newlines anywhere, in a URL's scheme.
      // oxlint-disable-next-line no-control-regex
      const value = attr.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
      if (/^on/i.test(attr.name)) injected.push(`${attr.name} on ${describe(el)}`);
      else if (URL_ATTRIBUTES.has(attr.name) && /^(javascript|vbscript|data:text\/html)/.test(value))
        injected.push(`${attr.name}=${attr.value.slice(0, 60)} on ${el.tagName}`);
      else if (attr.name === "style" && value.includes("__xss")) injected.push(`style on ${describe(el)}`);
    }
  }
  for (const el of document.querySelectorAll("style"))
    if (el.textContent?.includes("__xss")) injected.push(`style element: ${describe(el)}`);
  const badJsonLd: string[] = [];
  const ldStrings: string[] = [];
  const collect = (v: unknown): void => {
    if (typeof v === "string") ldStrings.push(v);
    else if (v && typeof v === "object") Object.values(v).forEach(collect);
  };
  for (const el of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      collect(JSON.parse(el.textContent ?? ""));
    } catch {
      badJsonLd.push((el.textContent ?? "").slice(0, 120));
    }
  }
  const body = document.body.textContent ?? "";
  const alts = [...document.querySelectorAll("img")].map((img) => img.alt);
  const missing = expected
    .filter((e) => {
      if (e.as === "alt") return !alts.includes(e.text);
      if (e.as === "json-ld") return !ldStrings.some((s) => s.includes(e.text));
      if (e.as === "title") return !document.querySelector("title")?.textContent?.includes(e.text);
      return !body.includes(e.text);
    })
    .map((e) => `payload ${e.payload} as ${e.field}: ${JSON.stringify(e.text.slice(0, 80))}`);
  return { ran: w.__xssRan, violations: w.__cspViolations, injected, missing, badJsonLd };
}

/** What a page did on its own: dialogs, uncaught errors and console errors. */
function watch(page: Page) {
  const events: string[] = [];
  page.on("dialog", (d) => {
    events.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => events.push(`page error: ${e.message}`));
  page.on("console", (m) => {
    // The photo import queue's factory items point at R2 keys that hold no object: their thumbnails 404.
    const missingMedia = m.text().includes("404") && new URL(m.location().url, "http://x").pathname.startsWith("/media/");
    if (m.type() === "error" && !missingMedia) events.push(`console error: ${m.text()} (${m.location().url})`);
  });
  return events;
}

const tally = { loads: 0, rendered: 0 };

/** Loads `path` and asserts that no payload ran or was injected and that every expected text shows. */
async function check(page: Page, path: string, expected: Shown[]) {
  const events = watch(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  await assertClean(page, path, expected, events);
  page.removeAllListeners("dialog");
  page.removeAllListeners("pageerror");
  page.removeAllListeners("console");
  tally.loads += 1;
}

/** The page as it is now: nothing ran, nothing injected, every expected text shown. */
async function assertClean(page: Page, label: string, expected: Shown[], events: string[]) {
  // Handlers such as ontoggle and onfocus fire a moment after parsing: let them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const found = await page.evaluate(inspect, expected);
  expect.soft(found.ran, `${label}: the marker ran`).toEqual([]);
  expect.soft(found.violations, `${label}: CSP violations (markup was injected)`).toEqual([]);
  expect.soft(found.injected, `${label}: injected elements or attributes`).toEqual([]);
  expect.soft(found.badJsonLd, `${label}: JSON-LD that does not parse`).toEqual([]);
  expect.soft(events, `${label}: dialogs and errors`).toEqual([]);
  expect.soft(found.missing, `${label}: payloads not shown as text`).toEqual([]);
  tally.rendered += expected.length;
}

/** Providers' text fields each hold one payload; the name carries the payload's number to tell them apart. */
const nameOf = (p: Payload) => `${p.text} #${p.id}`;

/** Where a spec strips markup before storing (reviews, questions, CSV cells): the text as stored, if any is left. */
function stored(p: Payload, field: string, text: string, as?: Shown["as"]): Shown[] {
  const clean = sanitizeUserText(text);
  return clean ? [{ payload: p.id, field, text: clean, as }] : [];
}

/** The corpus in chunks small enough for one page of every list (admin lists show 20, the directory 24). */
const CHUNK = 16;
const CHUNKS = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / CHUNK) }, (_, i) => XSS_PAYLOADS.slice(i * CHUNK, (i + 1) * CHUNK));

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ storageState: authFile("admin") });
  await context.addInitScript(XSS_INIT_SCRIPT);
  return context.newPage();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(XSS_INIT_SCRIPT);
});

test.afterEach(() => {
  const testInfo = test.info();
  testInfo.annotations.push({ type: "xss", description: `${tally.rendered} payload x field renders on ${tally.loads} page loads` });
  console.log(`XSS corpus, ${testInfo.title}: ${tally.rendered} payload x field renders on ${tally.loads} page loads`);
  tally.loads = 0;
  tally.rendered = 0;
});

test.describe("XSS corpus in Chromium", () => {
  for (const payloads of CHUNKS) {
    test(`provider fields, payloads ${payloads[0]!.id}-${payloads.at(-1)!.id}: cards on /find-doctors, /favorites and /admin/providers, the profile (JSON-LD, <title>), before & after sets on it and on /gallery, location, photos and link-in-bio pages`, async ({
      page,
      factory,
      signIn,
      browser,
    }) => {
      test.setTimeout(600_000);
      const town = `Xsstown${randomLetters()}`;
      const username = (p: Payload) => `xss${town.toLowerCase()}${p.id}`;
      const made = await factory.providers(
        payloads.map((p) => ({
          name: nameOf(p),
          title: p.text,
          city: town,
          state: "TX",
          location: `${town} ${p.text}`,
          bio: p.text,
          specialties: [p.text, "Botox"],
          servicesOffered: [p.text],
          certifications: [p.text],
          boardCertifications: [p.text],
          education: [p.text],
          pricing: { [p.text]: p.text },
          practiceName: p.text,
          practiceAddress: p.text,
          practicePhone: p.text,
          practiceEmail: p.text,
          website: p.text,
          linkInBioUsername: username(p),
          socialMedia: { facebook: p.text, instagram: p.text, tiktok: p.text, x: p.text, linkedin: p.text },
        })),
      );
      // One more listing (outside the town) holds every payload's photos: its gallery shows them all on one load.
      const album = await factory.provider({ name: `Xss album ${town}` });
      const kinds = ["before_after", "location"] as const;
      await factory.photos([
        ...made.flatMap((provider, i) => kinds.map((kind) => ({ providerId: provider.id, kind, title: payloads[i]!.text }))),
        ...payloads.flatMap((p) => kinds.map((kind) => ({ providerId: album.id, kind, title: p.text }))),
      ]);
      // Issue 36: a before-and-after set of each, its title and caption written by the uploader.
      await factory.gallerySets(
        made.map((provider, i) => ({
          providerId: provider.id,
          title: payloads[i]!.text,
          caption: `Caption ${payloads[i]!.id}: ${payloads[i]!.text}`,
        })),
      );
      // The board specialty a practice types for checking (issue 36), shown on its profile and to admins.
      const specialty = (p: Payload) => p.text.slice(0, 100);
      await factory.credentials(
        made.map((provider, i) => ({ providerId: provider.id, boardCode: "ABPS", boardSpecialty: specialty(payloads[i]!) })),
      );
      const fan = await factory.user({ signedIn: true });
      await factory.favorites(made.map((provider) => ({ userId: fan.id, providerId: provider.id })));

      const cards = payloads.flatMap((p): Shown[] => [
        { payload: p.id, field: "card name", text: nameOf(p) },
        { payload: p.id, field: "card title", text: p.text },
        { payload: p.id, field: "card location", text: `${town} ${p.text}` },
      ]);
      await check(page, `/find-doctors?location=${town}`, cards);
      // The Near field echoes its text (the input, and an unknown city in the message; issue 36):
      // one payload per chunk, as a shared link would carry it.
      await check(page, `/find-doctors?near=${encodeURIComponent(`${payloads[0]!.text}, TX`)}`, []);
      const admin = await adminPage(browser);
      await check(admin, `/admin/providers?q=${town}`, [
        ...payloads.map((p) => ({ payload: p.id, field: "admin providers name", text: nameOf(p) })),
        ...payloads.map((p) => ({ payload: p.id, field: "admin providers location", text: `${town} ${p.text}` })),
      ]);
      await check(admin, `/admin/credentials?q=${town}`, [
        ...payloads.map((p) => ({ payload: p.id, field: "admin credentials name", text: nameOf(p) })),
        ...payloads.flatMap((p) => stored(p, "admin credentials board specialty", specialty(p))),
      ]);
      await admin.context().close();
      // The gallery's cards, newest first, 12 a page: the provider's name and the set's texts.
      const firstPage = Math.max(0, payloads.length - 12);
      for (const [page_, shown] of [
        [1, payloads.slice(firstPage)],
        [2, payloads.slice(0, firstPage)],
      ] as const) {
        if (!shown.length) continue;
        await check(
          page,
          `/gallery?state=TX&city=${town}${page_ > 1 ? `&page=${page_}` : ""}`,
          shown.flatMap((p) => [
            { payload: p.id, field: "gallery provider name", text: nameOf(p) },
            ...stored(p, "gallery set title", p.text),
            ...stored(p, "gallery set caption", `Caption ${p.id}: ${p.text}`),
          ]),
        );
      }

      for (const [i, p] of payloads.entries()) {
        const path = `/provider/${encodeURIComponent(made[i]!.id)}`;
        await check(page, path, [
          { payload: p.id, field: "profile name", text: nameOf(p) },
          { payload: p.id, field: "profile title", text: p.text },
          { payload: p.id, field: "profile bio", text: p.text },
          { payload: p.id, field: "profile location", text: `${town} ${p.text}` },
          { payload: p.id, field: "profile practice name", text: p.text },
          { payload: p.id, field: "profile practice address", text: p.text },
          { payload: p.id, field: "profile phone", text: p.text },
          { payload: p.id, field: "profile education", text: p.text },
          ...stored(p, "profile board specialty", specialty(p)),
          { payload: p.id, field: "before & after photo title", text: p.text, as: "alt" },
          ...stored(p, "before & after set title", p.text),
          ...stored(p, "before & after set caption", `Caption ${p.id}: ${p.text}`),
          { payload: p.id, field: "JSON-LD name", text: nameOf(p), as: "json-ld" },
          { payload: p.id, field: "JSON-LD description", text: p.text, as: "json-ld" },
          { payload: p.id, field: "<title>", text: nameOf(p).slice(0, 40), as: "title" },
        ]);
        await check(page, `/location/${encodeURIComponent(made[i]!.id)}`, [
          { payload: p.id, field: "location name", text: p.text },
          { payload: p.id, field: "location address", text: p.text },
          { payload: p.id, field: "location photo title", text: p.text, as: "alt" },
        ]);
        await check(page, `/${username(p)}`, [
          { payload: p.id, field: "link-in-bio name", text: nameOf(p) },
          { payload: p.id, field: "link-in-bio title", text: p.text },
          { payload: p.id, field: "link-in-bio bio", text: p.text },
        ]);
      }

      await check(
        page,
        `/provider/${encodeURIComponent(album.id)}/photos`,
        payloads.map((p) => ({ payload: p.id, field: "gallery photo title", text: p.text, as: "alt" as const })),
      );

      await signIn(fan);
      await check(page, "/favorites", cards);
    });
  }

  for (const payloads of CHUNKS) {
    test(`people's text, payloads ${payloads[0]!.id}-${payloads.at(-1)!.id}: names, reviews and questions on the profile, both dashboards, /admin/users, the header and /profile`, async ({
      page,
      factory,
      signIn,
      browser,
    }) => {
      test.setTimeout(600_000);
      const tag = randomLetters();
      const provider = await factory.provider({ name: `Reviewed Practice ${tag}` });
      const owner = await factory.user({ role: "provider", providerId: provider.id, signedIn: true });
      const people = await factory.users(
        payloads.map((p) => ({ firstName: p.text, lastName: p.text, email: `xss-${tag}-${p.id}@example.com`, signedIn: true })),
      );
      await factory.reviews(
        payloads.map((p, i) => ({
          providerId: provider.id,
          userId: people[i]!.id,
          rating: 4,
          title: p.text,
          content: `Review ${p.id}: ${p.text}`,
        })),
      );
      await factory.questions(
        payloads.flatMap((p, i) => [
          { providerId: provider.id, userId: people[i]!.id, question: `Question ${p.id}: ${p.text}` },
          { providerId: provider.id, question: `Asked ${p.id}: ${p.text}`, answer: `Answer ${p.id}: ${p.text}` },
        ]),
      );
      const fullName = (p: Payload) => `${p.text.trim()} ${p.text.trim()}`;

      await check(
        page,
        `/provider/${encodeURIComponent(provider.id)}`,
        payloads.flatMap((p) => [
          { payload: p.id, field: "review author", text: fullName(p) },
          ...stored(p, "review title", p.text),
          ...stored(p, "review content", `Review ${p.id}: ${p.text}`),
          ...stored(p, "answered question", `Asked ${p.id}: ${p.text}`),
          ...stored(p, "answer", `Answer ${p.id}: ${p.text}`),
        ]),
      );
      const pending = payloads.flatMap((p) => [
        { payload: p.id, field: "question author", text: fullName(p) },
        ...stored(p, "unanswered question", `Question ${p.id}: ${p.text}`),
      ]);
      await signIn(owner);
      await check(page, "/dashboard", pending);

      const admin = await adminPage(browser);
      await check(admin, "/dashboard", pending);
      await check(
        admin,
        `/admin/users?q=xss-${tag}`,
        payloads.flatMap((p) => [
          { payload: p.id, field: "admin users first name", text: p.text.trim() },
          { payload: p.id, field: "admin users last name", text: p.text.trim() },
        ]),
      );
      await admin.context().close();

      for (const [i, p] of payloads.entries()) {
        await page.context().clearCookies();
        await signIn(people[i]!);
        await check(page, "/profile", [{ payload: p.id, field: "profile name", text: fullName(p) }]);
        await check(page, "/dashboard", [{ payload: p.id, field: "dashboard name", text: fullName(p) }]);
      }
    });
  }

  for (const payloads of CHUNKS) {
    test(`the provider side, payloads ${payloads[0]!.id}-${payloads.at(-1)!.id}: consultation threads, the inbox, review replies, claim notes and reports`, async ({
      page,
      factory,
      signIn,
      browser,
    }) => {
      test.setTimeout(600_000);
      const tag = randomLetters();
      const [provider, unclaimed] = await factory.providers([{ name: `Answering Practice ${tag}` }, { name: `Unclaimed Practice ${tag}` }]);
      const owner = await factory.user({ role: "provider", providerId: provider!.id, signedIn: true });
      const people = await factory.users(
        payloads.map((p) => ({ firstName: p.text, lastName: p.text, email: `xss-side-${tag}-${p.id}@example.com` })),
      );
      // Written straight into the rows (the commands also strip markup): the pages must show them as text.
      const requests = await factory.consultations(
        payloads.map((p, i) => ({ providerId: provider!.id, patientId: people[i]!.id, message: `Request ${p.id}: ${p.text}` })),
      );
      const reviews = await factory.reviews(payloads.map((p, i) => ({ providerId: provider!.id, userId: people[i]!.id, rating: 4 })));
      await factory.reviewReplies(payloads.map((p, i) => ({ reviewId: reviews[i]!.id, body: `Reply ${p.id}: ${p.text}` })));
      await factory.claims(payloads.map((p, i) => ({ userId: people[i]!.id, providerId: unclaimed!.id, note: `Note ${p.id}: ${p.text}` })));
      // Reports on the reviews, their details shown to admins on the moderation queue (issue 35 item 3).
      await factory.reports(
        payloads.map((p, i) => ({ targetId: reviews[i]!.id, reporterId: owner.id, reason: "other", details: `Report ${p.id}: ${p.text}` })),
      );
      const fullName = (p: Payload) => `${p.text.trim()} ${p.text.trim()}`;

      await check(
        page,
        `/provider/${encodeURIComponent(provider!.id)}`,
        payloads.map((p) => ({ payload: p.id, field: "review reply", text: `Reply ${p.id}: ${p.text}`.trim() })),
      );
      await signIn(owner);
      await check(
        page,
        "/provider/messages",
        payloads.map((p) => ({ payload: p.id, field: "inbox patient name", text: fullName(p) })),
      );
      for (const [i, p] of payloads.entries())
        await check(page, `/consultations/${encodeURIComponent(requests[i]!.id)}`, [
          { payload: p.id, field: "request message", text: `Request ${p.id}: ${p.text}`.trim() },
        ]);
      const admin = await adminPage(browser);
      await check(
        admin,
        "/admin/claims",
        payloads.map((p) => ({ payload: p.id, field: "claim note", text: `Note ${p.id}: ${p.text}`.trim() })),
      );
      await check(admin, "/admin/moderation", [
        ...payloads.map((p) => ({ payload: p.id, field: "report details", text: `Report ${p.id}: ${p.text}`.trim() })),
        ...payloads.map((p) => ({ payload: p.id, field: "reported review's author", text: fullName(p) })),
      ]);
      await admin.context().close();
    });
  }

  test("admin import tools: extraction results, the photo import queue, and a CSV import's preview and staged batch", async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const tag = randomLetters();
    const page = await adminPage(browser);
    const factory = new Factory(page.request);
    const job = await factory.extractionJob({
      targets: XSS_PAYLOADS.map((p) => ({
        url: `https://xss-${tag}.example/${p.id}`,
        profile: {
          source_url: `https://xss-${tag}.example/${p.id}`,
          name: nameOf(p),
          type: p.text,
          location: { address: p.text, city: p.text, state: "TX", zip: p.text },
          contact: { phone: p.text, email: p.text },
          services: [p.text],
          credentials: [p.text],
          images: { facade: [], providers: [], treatment_rooms: [], before_after: [] },
          business_info: { hours: p.text },
          confidence_score: 80,
          extraction_date: new Date().toISOString(),
        },
      })),
    });
    await check(
      page,
      `/provider-import/extraction?job=${encodeURIComponent(job.id)}`,
      XSS_PAYLOADS.flatMap((p) => [
        { payload: p.id, field: "extracted name", text: nameOf(p) },
        { payload: p.id, field: "extracted type", text: p.text },
        { payload: p.id, field: "extracted phone", text: p.text },
        { payload: p.id, field: "extracted services", text: p.text },
        { payload: p.id, field: "extracted hours", text: p.text },
      ]),
    );

    await factory.photoImports(
      XSS_PAYLOADS.map((p) => ({
        website: `https://xss-${tag}-${p.id}.example`,
        scrapedData: {
          practice_name: nameOf(p),
          type: p.text,
          location: { city: p.text, state: "TX" },
          contact: { phone: p.text, email: p.text },
          services: [p.text],
          confidence_score: 80,
        },
        photos: [{ key: `providers/profile/xss-${tag}-${p.id}.jpg`, kind: "profile", title: p.text }],
      })),
    );
    await check(
      page,
      "/admin/photo-import",
      XSS_PAYLOADS.flatMap((p) => [
        { payload: p.id, field: "photo import title", text: nameOf(p) },
        { payload: p.id, field: "photo import photo title", text: p.text, as: "alt" as const },
      ]),
    );

    // A CSV with one provider a payload: the browser's preview, then the staged batch (cells stored stripped).
    const town = `Xsscsv${tag}`;
    const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
    const events = watch(page);
    await page.goto("/provider-import");
    await hydrated(page);
    // The preview shows a file's first 5 rows, each cell as read and cut to 50 characters: 5 payloads a file.
    const cut = (cell: string) => (cell.length > 50 ? `${cell.slice(0, 50)}…` : cell);
    const csvOf = (payloads: Payload[]) =>
      [
        "name,location,specialties,bio",
        ...payloads.map((p) => [nameOf(p), `${town} ${p.text}`, "Botox", p.text].map(quote).join(",")),
      ].join("\r\n");
    for (let from = 0; from < XSS_PAYLOADS.length; from += 5) {
      const five = XSS_PAYLOADS.slice(from, from + 5);
      await page
        .getByLabel("CSV file", { exact: true })
        .setInputFiles({ name: `xss-${from}.csv`, mimeType: "text/csv", buffer: Buffer.from(csvOf(five)) });
      await expect.poll(() => page.getByTestId("csv-preview").textContent()).toContain(cut(nameOf(five[0]!)));
      await assertClean(
        page,
        `the CSV preview of payloads ${five[0]!.id}-${five.at(-1)!.id}`,
        five.flatMap((p) => [
          { payload: p.id, field: "CSV preview name", text: cut(nameOf(p)) },
          { payload: p.id, field: "CSV preview location", text: cut(`${town} ${p.text}`) },
        ]),
        events,
      );
    }
    await page
      .getByLabel("CSV file", { exact: true })
      .setInputFiles({ name: "xss.csv", mimeType: "text/csv", buffer: Buffer.from(csvOf(XSS_PAYLOADS)) });
    await expect.poll(() => page.getByTestId("csv-preview").textContent()).toContain(cut(nameOf(XSS_PAYLOADS[0]!)));
    const staged = XSS_PAYLOADS.flatMap((p) => [...stored(p, "CSV name", nameOf(p)), ...stored(p, "CSV location", `${town} ${p.text}`)]);
    await page.getByRole("button", { name: "Import CSV" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has("batch"));
    await check(page, new URL(page.url()).pathname + new URL(page.url()).search, staged);
    await page.context().close();
  });

  // TruGPT: a patient's messages (the engine's answer may quote them) and the conversation's title,
  // in the dialog and on /trugpt-history. Eight sends a patient stay under the per-minute limit.
  const CHAT_CHUNKS = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / 8) }, (_, i) => XSS_PAYLOADS.slice(i * 8, (i + 1) * 8));
  for (const payloads of CHAT_CHUNKS) {
    test(`TruGPT, payloads ${payloads[0]!.id}-${payloads.at(-1)!.id}: messages and conversation titles in the dialog and /trugpt-history`, async ({
      page,
      factory,
      signIn,
    }) => {
      test.setTimeout(600_000);
      const LOADED = { timeout: 30_000 };
      await signIn(await factory.user({ signedIn: true }));
      const events = watch(page);
      await page.goto("/");
      await hydrated(page);
      await page.getByTestId("robot-button").click();
      const gate = page.getByTestId("trugpt-disclaimer");
      await gate.getByRole("checkbox").check();
      await gate.getByRole("button", { name: "Accept and Continue" }).click();
      const dialog = page.getByTestId("trugpt-dialog");
      await expect(dialog.getByTestId("trugpt-welcome")).toBeVisible(LOADED);
      const input = page.getByPlaceholder("Type your message...");
      for (const [i, p] of payloads.entries()) {
        await expect(page.locator("#trugpt-input:not([disabled])")).toBeVisible(LOADED);
        await input.fill(`Message ${p.id}: ${p.text}`);
        await input.press("Enter");
        await expect(dialog.getByTestId("assistant-message")).toHaveCount(i + 1, LOADED);
        await expect(page.locator("#trugpt-input:not([disabled])")).toBeVisible(LOADED);
        await assertClean(
          page,
          `the dialog after message ${p.id}`,
          [{ payload: p.id, field: "chat message", text: `Message ${p.id}: ${p.text}` }],
          events,
        );
      }
      const sidebar = dialog.getByTestId("trugpt-sidebar");
      let title = "";
      for (const p of payloads) {
        title = `T${p.id} ${p.text}`.slice(0, 80);
        await sidebar
          .getByRole("button", { name: /^Rename / })
          .first()
          .click();
        await sidebar.getByLabel("Conversation title").fill(title);
        await sidebar.getByRole("button", { name: "Save" }).click();
        await expect(sidebar.getByLabel("Conversation title")).toHaveCount(0);
        // The sidebar shows the typed title at once and the stored one when the server answers.
        await expect.poll(() => sidebar.textContent()).toContain(sanitizeUserText(title));
        // The title is stored stripped of markup, like reviews and questions.
        await assertClean(page, `the sidebar renamed to payload ${p.id}`, stored(p, "conversation title", title), events);
      }
      await check(page, "/trugpt-history", stored(payloads.at(-1)!, "history title", title));
      tally.loads += 1;
    });
  }
});
