/**
 * The CSV provider import center (issue 12 items 4 and 5; requirements 002 §2-§5, §8, §9): the
 * "Bad input" corpus, the §5 row checks, duplicates, staging in D1, approve, deny, Approve All,
 * the export and who may do any of it. Every call is a real request to the route's loader or action.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CSV_FILE_PROBLEMS, CSV_MESSAGES, CSV_ROW_PROBLEMS, MAX_CSV_BYTES } from "~/imports/csv-messages";
import { mapHeaders, previewCsv } from "~/imports/csv-parse";
import { plural } from "~/lib/plural";
import { fetchCsv } from "~/imports/csv-staging.server";
import { requestContext } from "~/lib/request-context";
import { loader as exampleLoader } from "~/routes/imports/example.csv";
import { loader as exportLoader } from "~/routes/imports/export.csv";
import { loader as layoutLoader } from "~/routes/imports/_layout";
import { action, loader as indexLoader } from "~/routes/imports/_index";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { count, toastOf } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs, TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const HEADER = "name,location,specialties,practice_phone,practice_email,website";

async function adminCookie() {
  const admin = await createUser({ role: "admin", email: `admin-${crypto.randomUUID()}@truself.com` });
  return sessionCookie(admin.id);
}

type Reply = { status: number; data: Record<string, unknown> & { ok?: boolean }; response?: Response };

/** Posts a form (files allowed) to the import action as the browser does: a fetcher, or without JavaScript. */
async function post(form: Record<string, string | File>, cookie?: string, { fetcher = true } = {}): Promise<Reply> {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) body.append(key, value);
  if (fetcher) body.append("_client", "fetcher");
  const request = new Request(new URL("/provider-import?index", TEST_ORIGIN), {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: "test-nonce", ctx: createExecutionContext() });
  const result = await action({ request, params: {}, context, unstable_pattern: "/provider-import" } as never);
  if (result instanceof Response) return { status: result.status, data: { location: result.headers.get("Location") }, response: result };
  const r = result as unknown as { data: Reply["data"]; init?: { status?: number } };
  return { status: r.init?.status ?? 200, data: r.data };
}

function csvFile(content: string | Uint8Array<ArrayBuffer>, name = "providers.csv", type = "text/csv") {
  return new File([content], name, { type });
}

/** Uploads a file as a page form (the upload renders its own reply; success redirects to the batch). */
async function upload(content: string | Uint8Array<ArrayBuffer>, cookie: string, name?: string) {
  return post({ intent: "upload", file: csvFile(content, name) }, cookie);
}

function errorOf(reply: Reply): string | undefined {
  const result = reply.data.result as { error?: Record<string, string[]> } | undefined;
  return Object.values(result?.error ?? {}).flat()[0];
}

function batchIdOf(reply: Reply): string {
  const location = typeof reply.data.location === "string" ? reply.data.location : "";
  const id = new URL(location, TEST_ORIGIN).searchParams.get("batch");
  if (!id) throw new Error(`no batch in ${location} (${JSON.stringify(reply.data)})`);
  return id;
}

type StoredRow = { id: string; row_number: number; status: string; errors: string; data: string; provider_id: string | null };

async function rowsOf(batchId: string): Promise<(StoredRow & { profile: Record<string, unknown>; errorList: string[] })[]> {
  const { results } = await env.DB.prepare("SELECT * FROM csv_import_rows WHERE batch_id = ? ORDER BY row_number")
    .bind(batchId)
    .all<StoredRow>();
  return results.map((r) => ({ ...r, profile: JSON.parse(r.data), errorList: JSON.parse(r.errors) }));
}

async function nothingStaged() {
  expect(await count("csv_import_batches")).toBe(0);
  expect(await count("csv_import_rows")).toBe(0);
  expect(await count("providers")).toBe(0);
}

describe("CSV import: the Bad input corpus", () => {
  it("reads a byte-order mark, CRLF line ends, quoted commas, quotes and newlines", async () => {
    const cookie = await adminCookie();
    const csv =
      `\uFEFF${HEADER}\r\n` +
      `"Glow, Aesthetics","Austin, TX","Botox; Fillers",(512) 555-0134,hi@glow.example,https://glow.example\r\n` +
      `"The ""Best"" Spa","Miami, FL","Hydrafacial",,, \r\n` +
      `"Line\nBreak Clinic","Denver, CO","Laser; Peels",,,\r\n`;
    const reply = await upload(csv, cookie);
    expect(reply.status).toBe(303);
    const rows = await rowsOf(batchIdOf(reply));
    expect(rows.map((r) => [r.row_number, r.status, r.profile.name, r.profile.location, r.profile.specialties])).toEqual([
      [2, "pending", "Glow, Aesthetics", "Austin, TX", ["Botox", "Fillers"]],
      [3, "pending", 'The "Best" Spa', "Miami, FL", ["Hydrafacial"]],
      [4, "pending", "Line\nBreak Clinic", "Denver, CO", ["Laser", "Peels"]],
    ]);
    expect(rows[0]!.profile).toMatchObject({ phone: "(512) 555-0134", email: "hi@glow.example", website: "https://glow.example/" });
  });

  it("reads LF files and semicolon-separated files the same way", async () => {
    const cookie = await adminCookie();
    const lf = await upload(`name,location,specialties\nGlow,"Austin, TX",Botox; Fillers\n`, cookie);
    const semi = await upload(`name;location;specialties\nLumen;Austin, TX;"Botox; Fillers"\nAura;Dallas, TX;Laser\n`, cookie);
    expect((await rowsOf(batchIdOf(lf))).map((r) => [r.profile.name, r.profile.location, r.profile.specialties])).toEqual([
      ["Glow", "Austin, TX", ["Botox", "Fillers"]],
    ]);
    expect((await rowsOf(batchIdOf(semi))).map((r) => [r.profile.name, r.profile.location, r.profile.specialties, r.status])).toEqual([
      ["Lumen", "Austin, TX", ["Botox", "Fillers"], "pending"],
      ["Aura", "Dallas, TX", ["Laser"], "pending"],
    ]);
  });

  it("refuses empty, blank and header-only files, and files without a named row, storing nothing", async () => {
    const cookie = await adminCookie();
    for (const content of ["", "\uFEFF", "\r\n\r\n", `${HEADER}\r\n`, `${HEADER}\n\n`, `${HEADER}\n,"Austin, TX",Botox,,,\n`]) {
      const reply = await upload(content, cookie);
      expect(reply.status).toBe(400);
      expect(errorOf(reply)).toBe(CSV_MESSAGES.empty);
    }
    await nothingStaged();
  });

  it("skips rows without a name and says how many", async () => {
    const cookie = await adminCookie();
    const reply = await post(
      { intent: "upload", file: csvFile(`name,location,specialties\n,"Austin, TX",Botox\nGlow,"Austin, TX",Botox\n  ,x,y\n`) },
      cookie,
      { fetcher: false },
    );
    expect(reply.status).toBe(303);
    expect(await toastOf(reply.response!)).toEqual({
      title: "Imported 1 row",
      description: "1 ready to review, 2 without a name skipped.",
      type: "success",
    });
    expect((await rowsOf(batchIdOf(reply))).map((r) => [r.row_number, r.profile.name])).toEqual([[3, "Glow"]]);
  });

  it("stages a 10,000-row file in one go", async () => {
    const cookie = await adminCookie();
    const lines = [HEADER];
    for (let i = 1; i <= 10_000; i++)
      lines.push(`Provider ${i},"City ${i}, TX",Botox; Fillers,+1 512 555 ${String(i).padStart(4, "0")},p${i}@example.com,`);
    const reply = await upload(lines.join("\n"), cookie);
    expect(reply.status).toBe(303);
    const batchId = batchIdOf(reply);
    expect(await count("csv_import_rows", "batch_id = ? AND status = 'pending'", batchId)).toBe(10_000);
    expect(await count("csv_import_batches", "id = ? AND row_count = 10000", batchId)).toBe(1);
  });

  it("flags rows with more or fewer cells than the header, row by row", async () => {
    const cookie = await adminCookie();
    const reply = await upload(
      `name,location,specialties\nShort,"Austin, TX"\nLong,"Austin, TX",Botox,extra\nGood,"Austin, TX",Botox\n`,
      cookie,
    );
    const rows = await rowsOf(batchIdOf(reply));
    expect(rows.map((r) => [r.profile.name, r.status, r.errorList])).toEqual([
      ["Short", "invalid", [CSV_ROW_PROBLEMS.cellCount(2, 3), CSV_MESSAGES.specialtyRequired]],
      ["Long", "invalid", [CSV_ROW_PROBLEMS.cellCount(4, 3)]],
      ["Good", "pending", []],
    ]);
    expect(CSV_ROW_PROBLEMS.cellCount(2, 3)).toBe("Row has 2 cells but the header has 3");
  });

  it("refuses invalid UTF-8 as a whole file", async () => {
    const cookie = await adminCookie();
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`${HEADER}\nCaf`),
      0xe9,
      ...new TextEncoder().encode(`,"Austin, TX",Botox,,,\n`),
    ]);
    const reply = await upload(bytes, cookie);
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toBe("Import failed: the file is not UTF-8 text. Save it as “CSV UTF-8” and try again.");
    await nothingStaged();
  });

  it("keeps formula payloads as plain text and neutralises them in the export", async () => {
    const cookie = await adminCookie();
    const csv = `name,location,specialties,practice_phone,practice_email,website\n"=HYPERLINK(""http://evil.example"")","+cmd|' /C calc'!A0","-2+3; @SUM(A1)","@1",=1+1@x.example,=evil\n`;
    const reply = await upload(csv, cookie);
    const batchId = batchIdOf(reply);
    const [row] = await rowsOf(batchId);
    expect(row!.profile).toMatchObject({
      name: '=HYPERLINK("http://evil.example")',
      location: "+cmd|' /C calc'!A0",
      specialties: ["-2+3", "@SUM(A1)"],
    });
    // "=1+1@x.example" matches the simple e-mail pattern of §5: it is kept, as text.
    expect(row!.errorList).toEqual([CSV_MESSAGES.invalidPhone, CSV_MESSAGES.invalidWebsite]);
    const exported = await (
      await exportLoader(routeArgs<never>(`/provider-import/export.csv?batch=${batchId}`, { headers: { Cookie: cookie } }))
    ).text();
    const [, line] = exported.split("\r\n");
    // The bad phone and website are exported as written, beside their messages, and neutralised.
    expect(line).toBe(
      `"2","Rejected","'=HYPERLINK(""http://evil.example"")","'+cmd|' /C calc'!A0","'-2+3; @SUM(A1)","","'=1+1@x.example","'@1","'=evil","","${CSV_MESSAGES.invalidPhone} ${CSV_MESSAGES.invalidWebsite}"`,
    );
  });

  it("strips script tags and markup from names before storing", async () => {
    const cookie = await adminCookie();
    const reply = await upload(
      `name,location,specialties\n"<script>alert(1)</script><b>Glow</b> Spa","Austin, TX",Botox\n"<script>x</script>","Austin, TX",Botox\n`,
      cookie,
    );
    const rows = await rowsOf(batchIdOf(reply));
    expect(rows.map((r) => [r.profile.name, r.status, r.errorList])).toEqual([
      ["Glow Spa", "pending", []],
      ["", "invalid", [CSV_MESSAGES.nameRequired]],
    ]);
  });

  it("marks duplicates within the file and against the directory, with the exact message and no buttons' status", async () => {
    const cookie = await adminCookie();
    await insertProviders([providerRow({ id: "glow-1", name: "Glow Med Spa", location: "Austin, TX" })]);
    const reply = await upload(
      `id,name,location,specialties\nA-7,Lumen Clinic,"Dallas, TX",Botox\nA-8,lumen  clinic,"dallas tx",Laser\nA-9,GLOW MED-SPA,"Austin, TX",Botox\n`,
      cookie,
    );
    const rows = await rowsOf(batchIdOf(reply));
    expect(rows.map((r) => [r.profile.name, r.status, r.errorList])).toEqual([
      ["Lumen Clinic", "pending", []],
      ["lumen  clinic", "duplicate", ["Duplicate provider: lumen  clinic already exists at Dallas, TX (ID: A-7)"]],
      ["GLOW MED-SPA", "duplicate", ["Duplicate provider: GLOW MED-SPA already exists at Austin, TX (ID: glow-1)"]],
    ]);
    const dup = rows[1]!;
    const approve = await post({ intent: "approve", rowId: dup.id }, cookie);
    expect(approve.status).toBe(409);
    expect(errorOf(approve)).toBe("lumen  clinic has a duplicate and cannot be approved or denied.");
  });

  it("fails a row whose cell is 5 MB, keeps the others, and stores no giant cell", async () => {
    const cookie = await adminCookie();
    const huge = "x".repeat(5 * 1000 * 1000);
    const reply = await upload(
      `name,location,specialties,bio\nGlow,"Austin, TX",Botox,"${huge}"\nLumen,"Dallas, TX",Laser,short\n`,
      cookie,
    );
    expect(reply.status).toBe(303);
    const rows = await rowsOf(batchIdOf(reply));
    expect(rows.map((r) => [r.profile.name, r.status, r.errorList])).toEqual([
      ["Glow", "invalid", ["bio is longer than 5,000 characters"]],
      ["Lumen", "pending", []],
    ]);
    expect(rows[0]!.data.length).toBeLessThan(1000);
  });

  it("refuses a file over the size cap, a file that is not a CSV, and a post without a file", async () => {
    const cookie = await adminCookie();
    const big = new File([new Uint8Array(MAX_CSV_BYTES + 1).fill(0x61)], "big.csv", { type: "text/csv" });
    const tooBig = await post({ intent: "upload", file: big }, cookie);
    expect(tooBig.status).toBe(400);
    expect(errorOf(tooBig)).toBe(`Import failed: ${CSV_FILE_PROBLEMS.tooLarge}`);
    expect(errorOf(tooBig)).toBe("Import failed: the file is larger than 10 MB. Split it into smaller files.");
    const notCsv = await post({ intent: "upload", file: csvFile("hello", "photo.png", "image/png") }, cookie);
    expect(errorOf(notCsv)).toBe("Please select a valid CSV file");
    const none = await post({ intent: "upload" }, cookie);
    expect(errorOf(none)).toBe("Please select a CSV file first");
    await nothingStaged();
  });

  it("refuses a quote closed lines later, which would merge the next rows into one, naming the line; no row is lost unsaid", async () => {
    const cookie = await adminCookie();
    // The quote of line 2 is "closed" by the one before "Dallas": papaparse reads lines 2 and 3 as one row of 2 cells.
    const misplaced = await upload(
      `name,location,specialties\n"Glow,Austin TX,Botox\nLumen,"Dallas, TX",Laser\nNova,Houston TX,Peels\n`,
      cookie,
    );
    expect(errorOf(misplaced)).toBe(
      "Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is not closed on its line, so lines 2 to 3 would be read as one row.",
    );
    // Closed at the end of a cell lines later, without any quote error: one row of 4 cells.
    const merged = await upload(
      `name,location,specialties\r\nGlow,"Austin TX,Botox\r\nLumen",Dallas TX,Laser\r\nNova,Houston TX,Peels\r\n`,
      cookie,
    );
    expect(errorOf(merged)).toBe(
      "Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is not closed on its line, so lines 2 to 3 would be read as one row.",
    );
    await nothingStaged();
    // The browser preview says the same.
    expect(previewCsv(`name,location,specialties\n"Glow,Austin TX,Botox\nLumen,"Dallas, TX",Laser\n`)).toEqual({
      ok: false,
      message:
        "Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is not closed on its line, so lines 2 to 3 would be read as one row.",
    });
    // Old Mac line ends (CR only) are counted too.
    expect(previewCsv(`name,location,specialties\r"Glow,Austin TX,Botox\rLumen,"Dallas, TX",Laser\r`)).toEqual({
      ok: false,
      message:
        "Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is not closed on its line, so lines 2 to 3 would be read as one row.",
    });
    // A quoted newline in a row of the right width is still one row.
    const fine = await upload(`name,location,specialties\n"Glow\nSpa","Austin, TX",Botox\nNova,"Houston, TX",Peels\n`, cookie);
    expect((await rowsOf(batchIdOf(fine))).map((r) => [r.row_number, r.profile.name, r.status])).toEqual([
      [2, "Glow\nSpa", "pending"],
      [3, "Nova", "pending"],
    ]);
  });

  it("refuses a quote that is never closed, and a file without a name column", async () => {
    const cookie = await adminCookie();
    const open = await upload(`name,location,specialties\nGlow,"Austin, TX,Botox\nLumen,Dallas,Laser\n`, cookie);
    expect(errorOf(open)).toBe("Error parsing CSV file. Please check the file format. Line 2 has a quoted field that is never closed.");
    // The line is the file's own, past blank lines and a quoted newline.
    const later = await upload(`name,location,specialties\n\n"Line\nBreak",Denver,Laser\nGlow,"Austin, TX,Botox\n`, cookie);
    expect(errorOf(later)).toBe("Error parsing CSV file. Please check the file format. Line 5 has a quoted field that is never closed.");
    const nameless = await upload(`city,state\nAustin,TX\n`, cookie);
    expect(errorOf(nameless)).toBe(
      "Import failed: no column holds the provider name (expected one of name, full_name, Provider Name, Business Name, MedSpa Name or Practice Name).",
    );
    await nothingStaged();
  });
});

describe("CSV import: headers, row checks and defaults", () => {
  it("checks every row by requirements 002 §5, with the exact messages", async () => {
    const cookie = await adminCookie();
    const reply = await upload(
      `name,location,specialties,practice_phone,practice_email,website\n` +
        `NoPlace,,Botox,,,\n` +
        `NoSpecialty,"Austin, TX",,,,\n` +
        `BadEmail,"Austin, TX",Botox,,not-an-email,\n` +
        `BadPhone,"Austin, TX",Botox,0123 456,,\n` +
        `LongPhone,"Austin, TX",Botox,+1 2345 6789 0123 4567,,\n` +
        `BadSite,"Austin, TX",Botox,,,http://exa mple\n` +
        `Fine,"Austin, TX",Botox,+44 (20) 7946.0958,a@b.co,glow.example\n`,
      cookie,
    );
    const rows = await rowsOf(batchIdOf(reply));
    expect(rows.map((r) => [r.profile.name, r.errorList])).toEqual([
      ["NoPlace", ["Location is required"]],
      ["NoSpecialty", ["At least one specialty is required"]],
      ["BadEmail", ["Invalid email format"]],
      ["BadPhone", ["Invalid phone format"]],
      ["LongPhone", ["Invalid phone format"]],
      ["BadSite", ["Invalid website URL format"]],
      ["Fine", []],
    ]);
    expect(rows[6]!.profile).toMatchObject({ website: "https://glow.example/", phone: "+44 (20) 7946.0958" });
  });

  it("maps the template headers, the example CSV's and the alternative headers of §3", async () => {
    const cookie = await adminCookie();
    const template = await upload(
      `id,name,title,type,location,image,bio,specialties,practice_address,practice_phone,education,board_certifications,reviewCount,rating,isVerified,isFeatured\n` +
        `T1,Dr. Ana,Plastic Surgeon,Board-Certified Plastic Surgeon,"Austin, TX",https://img.example/a.jpg,Bio,Rhinoplasty; Facelift,1 Main St,512-555-0100,Harvard; Yale,ABPS; ABS,12,4.8,false,true\n`,
      cookie,
    );
    const [t] = await rowsOf(batchIdOf(template));
    expect(t!.profile).toEqual({
      name: "Dr. Ana",
      sourceId: "T1",
      title: "Plastic Surgeon",
      type: "Board-Certified Plastic Surgeon",
      location: "Austin, TX",
      image: "https://img.example/a.jpg",
      bio: "Bio",
      specialties: ["Rhinoplasty", "Facelift"],
      address: "1 Main St",
      phone: "512-555-0100",
      education: ["Harvard", "Yale"],
      boardCertifications: ["ABPS", "ABS"],
      reviewCount: 12,
      rating: 4.8,
      isVerified: false,
      isFeatured: true,
    });
    const alternative = await upload(
      `MedSpa Name,Address,Phone Number,Review Count,Photo URL,Website,Email,Specialty\nAura,"Miami, FL",305-555-0100,3,https://img.example/b.jpg,aura.example,x@aura.example,Botox\n`,
      cookie,
    );
    const [a] = await rowsOf(batchIdOf(alternative));
    expect(a!.profile).toEqual({
      name: "Aura",
      location: "Miami, FL",
      phone: "305-555-0100",
      reviewCount: 3,
      image: "https://img.example/b.jpg",
      website: "https://aura.example/",
      email: "x@aura.example",
      specialties: ["Botox"],
    });
    const example = await (await exampleLoader(routeArgs<never>("/provider-import/example.csv", { headers: { Cookie: cookie } }))).text();
    expect(example.split("\r\n")[0]).toBe(
      `"full_name","email","phone","provider_type","practice_name","city","state","zip_code","specialty","services","bio","website","instagram","is_certified","allow_booking"`,
    );
    const fromExample = await upload(example, cookie);
    const rows = await rowsOf(batchIdOf(fromExample));
    expect(rows.map((r) => [r.status, r.profile.name, r.profile.practiceName, r.profile.location, r.profile.services])).toEqual([
      ["pending", "Glow Aesthetics Studio", "Glow Aesthetics Studio", "Austin, TX", ["Botox", "Lip Filler", "HydraFacial"]],
      ["pending", "Dr. Maya Lin", "Lin Plastic Surgery", "Miami, FL", ["Rhinoplasty", "Breast Augmentation", "Tummy Tuck"]],
    ]);
  });

  it("previews 5 rows and 6 columns with cells cut at 50 characters (the browser's parser)", () => {
    const long = "y".repeat(80);
    const text = `a,b,c,d,e,f,g\n${Array.from({ length: 8 }, (_, i) => `${i},${long},c,d,e,f,g`).join("\n")}`;
    const preview = previewCsv(text);
    expect(preview).toEqual({
      ok: true,
      headers: ["a", "b", "c", "d", "e", "f"],
      rows: Array.from({ length: 5 }, (_, i) => [String(i), `${"y".repeat(50)}…`, "c", "d", "e", "f"]),
    });
    expect(previewCsv("")).toEqual({ ok: false, message: CSV_MESSAGES.empty });
  });
});

describe("CSV import: review, approval and export", () => {
  async function stagedBatch(cookie: string, lines: string[]) {
    const reply = await upload(`name,location,specialties,practice_email\n${lines.join("\n")}\n`, cookie);
    const batchId = batchIdOf(reply);
    return { batchId, rows: await rowsOf(batchId) };
  }

  it("approves a row: a verified provider on /find-doctors, an approved lead, the audit entry; twice creates one", async () => {
    const cookie = await adminCookie();
    const { rows } = await stagedBatch(cookie, [`Zephyr Aesthetics,"Boise, ID",Botox; Fillers,hi@zephyr.example`]);
    const row = rows[0]!;
    const before = (await findDoctorsLoader(routeArgs<never>("/find-doctors?q=zephyr"))) as { result: { total: number } };
    expect(before.result.total).toBe(0);
    const first = await post({ intent: "approve", rowId: row.id }, cookie);
    expect(first.status).toBe(200);
    expect(first.data.toast).toEqual({
      title: "Provider approved",
      description: "Zephyr Aesthetics is now in the directory.",
      type: "success",
    });
    const providerId = `csv-${row.id}`;
    const provider = await env.DB.prepare("SELECT * FROM providers WHERE id = ?").bind(providerId).first<Record<string, unknown>>();
    expect(provider).toMatchObject({
      name: "Zephyr Aesthetics",
      is_verified: 1,
      rating: 4.5,
      years_experience: 10,
      consultation_fee: "$150",
      source: "csv",
    });
    expect(await count("leads", "provider_id = ? AND status = 'approved'", providerId)).toBe(1);
    expect(await count("admin_audit_log", "action = 'csv_row.approve' AND target_id = ?", providerId)).toBe(1);
    const [after] = (await env.DB.prepare("SELECT status, provider_id FROM csv_import_rows WHERE id = ?").bind(row.id).all()).results;
    expect(after).toEqual({ status: "approved", provider_id: providerId });
    const found = (await findDoctorsLoader(routeArgs<never>("/find-doctors?q=zephyr"))) as {
      result: { total: number; providers: { id: string }[] };
    };
    expect(found.result.providers.map((p) => p.id)).toEqual([providerId]);

    const second = await post({ intent: "approve", rowId: row.id }, cookie);
    expect(second.status).toBe(409);
    expect(errorOf(second)).toBe("Zephyr Aesthetics has already been approved.");
    expect(await count("providers", "id = ?", providerId)).toBe(1);
  });

  it("reads a Languages column into the listing's languages (semicolons between them); a row without one says nothing", async () => {
    const cookie = await adminCookie();
    const reply = await upload(
      `name,location,specialties,languages\nPolyglot Skin,"Boise, ID",Botox,English; Spanish\nQuiet Skin,"Boise, ID",Botox,\n`,
      cookie,
    );
    const [spoken, silent] = await rowsOf(batchIdOf(reply));
    expect(spoken!.profile.languages).toEqual(["English", "Spanish"]);
    expect(silent!.profile.languages).toBeUndefined();
    for (const row of [spoken!, silent!]) expect((await post({ intent: "approve", rowId: row.id }, cookie)).status).toBe(200);
    const stored = await env.DB.prepare("SELECT id, languages FROM providers WHERE id IN (?, ?) ORDER BY name")
      .bind(`csv-${spoken!.id}`, `csv-${silent!.id}`)
      .all<{ id: string; languages: string | null }>();
    expect(stored.results).toEqual([
      { id: `csv-${spoken!.id}`, languages: '["English","Spanish"]' },
      { id: `csv-${silent!.id}`, languages: null },
    ]);
  });

  it("says '(Lead tracking failed)' when the lead cannot be written, and the provider is still created", async () => {
    const cookie = await adminCookie();
    const { rows } = await stagedBatch(cookie, [`Lumen,"Austin, TX",Botox,`]);
    await env.DB.exec("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'leads offline'); END");
    try {
      const reply = await post({ intent: "approve", rowId: rows[0]!.id }, cookie);
      expect(reply.status).toBe(200);
      expect(reply.data.toast).toEqual({
        title: "Provider approved",
        description: "Lumen was approved and the provider profile was created (Lead tracking failed)",
        type: "info",
      });
      expect(await count("providers", "id = ?", `csv-${rows[0]!.id}`)).toBe(1);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_leads");
    }
  });

  it("says 'Failed to approve {name}: {error}' when the provider cannot be written, and nothing changes", async () => {
    const cookie = await adminCookie();
    const { rows } = await stagedBatch(cookie, [`Nova,"Austin, TX",Botox,`]);
    await env.DB.exec("CREATE TRIGGER refuse_providers BEFORE INSERT ON providers BEGIN SELECT RAISE(ABORT, 'directory offline'); END");
    try {
      const reply = await post({ intent: "approve", rowId: rows[0]!.id }, cookie);
      expect(reply.status).toBe(500);
      expect(errorOf(reply)).toMatch(/^Failed to approve Nova: .*directory offline/);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_providers");
    }
    expect(await count("providers")).toBe(0);
    expect(await count("csv_import_rows", "status = 'pending'")).toBe(1);
  });

  it("denies a row: only its status changes, with the audit entry", async () => {
    const cookie = await adminCookie();
    const { rows } = await stagedBatch(cookie, [`Aura,"Austin, TX",Botox,`]);
    const reply = await post({ intent: "deny", rowId: rows[0]!.id }, cookie, { fetcher: false });
    expect(reply.status).toBe(303);
    expect(await toastOf(reply.response!)).toEqual({ title: "Provider denied", description: "Aura was not imported.", type: "success" });
    expect(await count("csv_import_rows", "id = ? AND status = 'rejected'", rows[0]!.id)).toBe(1);
    expect(await count("admin_audit_log", "action = 'csv_row.deny' AND target_id = ?", rows[0]!.id)).toBe(1);
    expect(await count("providers")).toBe(0);
    const again = await post({ intent: "approve", rowId: rows[0]!.id }, cookie);
    expect(errorOf(again)).toBe("Aura has already been denied.");
  });

  it("approves all pending rows in rounds with progress, skipping duplicates and invalid rows; a post without JavaScript runs to the end", async () => {
    const cookie = await adminCookie();
    const lines = Array.from({ length: 45 }, (_, i) => `Clinic ${i + 1},"Austin, TX",Botox,`);
    const { batchId, rows } = await stagedBatch(cookie, [...lines, `Clinic 1,"Austin, TX",Botox,`, `Broken,,Botox,`]);
    await post({ intent: "deny", rowId: rows[1]!.id }, cookie);
    let rounds = 0;
    let reply: Reply;
    do {
      reply = await post({ intent: "approve-all", batchId }, cookie);
      expect(reply.status).toBe(200);
      rounds++;
    } while (!reply.data.finished && rounds < 50);
    expect(reply.data.progress).toEqual({
      invalid: 1,
      duplicate: 1,
      pending: 0,
      approved: 44,
      rejected: 1,
      total: 47,
      reviewable: 45,
      done: 45,
    });
    expect(reply.data.toast).toEqual({ title: "Approve All finished", description: "44 approved, 1 denied.", type: "success" });
    expect(await count("providers", "source = 'csv'")).toBe(44);
    expect(await count("leads", "status = 'approved'")).toBe(44);
    // Written in bulk (insertManyJson), stored exactly as drizzle's insert stores it.
    const bulk = await env.DB.prepare("SELECT * FROM providers WHERE name = 'Clinic 7'").first<Record<string, unknown>>();
    expect(bulk).toMatchObject({
      location: "Austin, TX",
      city: "Austin",
      state: "TX",
      specialties: '["Botox"]',
      is_verified: 1,
      is_featured: 0,
      rating: 4.5,
      review_count: 0,
      pricing: '{"Consultation":"$150"}',
      social_media: "{}",
      source: "csv",
    });
    expect(Math.abs(Number(bulk!.created_at) - Date.now())).toBeLessThan(60_000);
    const lead = await env.DB.prepare("SELECT * FROM leads WHERE provider_id = ?").bind(bulk!.id).first<Record<string, unknown>>();
    expect(lead).toMatchObject({
      full_name: "Clinic 7",
      status: "approved",
      source: "csv_import",
      services: '["Botox"]',
      notes: "Approved from csv import",
    });
    // One audit entry per round of Approve All (one admin action), naming its rows; one for the deny.
    const audit = await env.DB.prepare("SELECT action, summary FROM admin_audit_log WHERE action LIKE 'csv_%' ORDER BY summary").all<{
      action: string;
      summary: string;
    }>();
    expect(audit.results.map((a) => a.action).sort()).toEqual(["csv_import.approve_all", "csv_import.stage", "csv_row.deny"]);
    expect(audit.results.find((a) => a.action === "csv_import.approve_all")!.summary).toMatch(
      /^Approved 44 rows of providers\.csv \(rows 2, 4, 5, .*, 46\)$/,
    );

    const more = await stagedBatch(cookie, [`Solo One,"Reno, NV",Botox,`, `Solo Two,"Reno, NV",Botox,`]);
    const noJs = await post({ intent: "approve-all", batchId: more.batchId }, cookie, { fetcher: false });
    expect(noJs.status).toBe(303);
    expect(noJs.data.location).toBe(`/provider-import?batch=${more.batchId}`);
    expect(await toastOf(noJs.response!)).toEqual({ title: "Approve All finished", description: "2 approved.", type: "success" });
    expect(await count("providers", "source = 'csv'")).toBe(46);
  });

  it("Approve All from the page's script stops after at most 450 rows and reports progress, then finishes", async () => {
    const cookie = await adminCookie();
    const { batchId } = await stagedBatch(
      cookie,
      Array.from({ length: 500 }, (_, i) => `Place ${i},"Austin, TX",Botox,`),
    );
    const first = await post({ intent: "approve-all", batchId }, cookie);
    // A round ends after 450 rows, or earlier when its time is up (a busy machine): either way it reports where it is.
    const approved = (first.data as { progress: { approved: number } }).progress.approved;
    expect(approved).toBeGreaterThan(0);
    expect(approved).toBeLessThanOrEqual(450);
    expect(first.data).toMatchObject({ finished: false, progress: { approved, pending: 500 - approved, done: approved, reviewable: 500 } });
    expect(first.data.toast).toBeUndefined();
    let last = await post({ intent: "approve-all", batchId }, cookie);
    for (let round = 0; round < 5 && !(last.data as { finished: boolean }).finished; round++)
      last = await post({ intent: "approve-all", batchId }, cookie);
    expect(last.data).toMatchObject({ finished: true, progress: { approved: 500, pending: 0 } });
    expect(await count("providers", "source = 'csv'")).toBe(500);
  });

  it("Approve All still approves every row, one by one, when a batch of them fails, and says '(Lead tracking failed)'", async () => {
    const cookie = await adminCookie();
    const { batchId } = await stagedBatch(cookie, [`North,"Austin, TX",Botox,`, `South,"Austin, TX",Botox,`]);
    await env.DB.exec("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'leads offline'); END");
    try {
      const reply = await post({ intent: "approve-all", batchId }, cookie);
      expect(reply.data.finished).toBe(true);
      expect(reply.data.toast).toEqual({
        title: "Approve All finished",
        description: "2 approved. North, South was approved and the provider profile was created (Lead tracking failed)",
        type: "success",
      });
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_leads");
    }
    expect(await count("providers", "source = 'csv'")).toBe(2);
    expect(await count("csv_import_rows", "status = 'approved' AND batch_id = ?", batchId)).toBe(2);
    expect(await count("admin_audit_log", "action = 'csv_row.approve'")).toBe(2);
  });

  it("exports every row with Approved, Rejected or Pending, every cell quoted", async () => {
    const cookie = await adminCookie();
    const { batchId, rows } = await stagedBatch(cookie, [
      `A,"Austin, TX",Botox,a@a.example`,
      `B,"Austin, TX",Botox,`,
      `C,"Austin, TX",Botox,`,
      `D,,Botox,`,
    ]);
    await post({ intent: "approve", rowId: rows[0]!.id }, cookie);
    await post({ intent: "deny", rowId: rows[1]!.id }, cookie);
    const response = await exportLoader(routeArgs<never>(`/provider-import/export.csv?batch=${batchId}`, { headers: { Cookie: cookie } }));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="providers-results.csv"');
    expect((await response.text()).split("\r\n")).toEqual([
      `"Row","Status","Name","Location","Specialties","Languages","Email","Phone","Website","Provider ID","Notes"`,
      `"2","Approved","A","Austin, TX","Botox","","a@a.example","","","csv-${rows[0]!.id}",""`,
      `"3","Rejected","B","Austin, TX","Botox","","","","","",""`,
      `"4","Pending","C","Austin, TX","Botox","","","","","",""`,
      `"5","Rejected","D","","Botox","","","","","","Location is required"`,
      "",
    ]);
  });

  it("exports the Languages column the import reads: an exported file imports its languages back", async () => {
    const cookie = await adminCookie();
    const first = batchIdOf(
      await upload(`name,location,specialties,languages\nPolyglot Skin,"Austin, TX",Botox,English; Spanish\n`, cookie),
    );
    const exported = await (
      await exportLoader(routeArgs<never>(`/provider-import/export.csv?batch=${first}`, { headers: { Cookie: cookie } }))
    ).text();
    const [header, line] = exported.split("\r\n");
    expect(header).toBe(`"Row","Status","Name","Location","Specialties","Languages","Email","Phone","Website","Provider ID","Notes"`);
    expect(line).toBe(`"2","Pending","Polyglot Skin","Austin, TX","Botox","English; Spanish","","","","",""`);
    // The import maps the export's own header onto its languages field.
    expect(mapHeaders(header!.split(",").map((h) => h.replaceAll('"', ""))).fields[5]).toBe("languages");

    // The exported file, imported as it is, stages the same languages; approved, the listing has them.
    const again = batchIdOf(await upload(exported, cookie, "results.csv"));
    expect(again).not.toBe(first);
    const [row] = await rowsOf(again);
    expect(row!.profile).toMatchObject({ name: "Polyglot Skin", languages: ["English", "Spanish"] });
    expect(row!.status).toBe("pending");
    expect((await post({ intent: "approve", rowId: row!.id }, cookie)).status).toBe(200);
    const stored = await env.DB.prepare("SELECT languages FROM providers WHERE id = ?")
      .bind(`csv-${row!.id}`)
      .first<{ languages: string }>();
    expect(JSON.parse(stored!.languages)).toEqual(["English", "Spanish"]);
  });

  it("keeps a staged batch for every admin and shows it after a reload, 50 rows a page", async () => {
    const cookie = await adminCookie();
    const { batchId } = await stagedBatch(
      cookie,
      Array.from({ length: 60 }, (_, i) => `Clinic ${i},"Austin, TX",Botox,`),
    );
    const other = await adminCookie();
    const page = (await indexLoader(routeArgs<never>("/provider-import", { headers: { Cookie: other } }))) as {
      batch: { id: string };
      rows: unknown[];
      pages: number;
      progress: { pending: number };
    };
    expect(page.batch.id).toBe(batchId);
    expect(page.rows).toHaveLength(50);
    expect(page.pages).toBe(2);
    expect(page.progress.pending).toBe(60);
    const second = (await indexLoader(routeArgs<never>(`/provider-import?batch=${batchId}&page=2`, { headers: { Cookie: other } }))) as {
      rows: unknown[];
    };
    expect(second.rows).toHaveLength(10);
  });
});

describe("CSV import from a URL (the crawler's safe fetch)", () => {
  it("refuses private and loopback addresses", async () => {
    const cookie = await adminCookie();
    const blocked = await post({ intent: "upload", url: "http://127.0.0.1/providers.csv" }, cookie);
    expect(errorOf(blocked)).toBe("Import failed: Blocked address: 127.0.0.1 is not a public website");
    const notHttp = await post({ intent: "upload", url: "ftp://files.example/providers.csv" }, cookie);
    expect(errorOf(notHttp)).toBe("Import failed: the URL must start with http:// or https://");
    await nothingStaged();
  });

  it("reads a fetched CSV, and refuses one that is not UTF-8", async () => {
    const site = (body: BodyInit) =>
      (async () => new Response(body, { headers: { "Content-Type": "text/csv" } })) as unknown as typeof fetch;
    // files.example is not a public name: only the test allow-list lets the crawler reach it.
    const allowHosts = ["files.example"];
    expect(await fetchCsv("https://files.example/list%20one.csv", { fetcher: site("name\nGlow\n"), allowHosts })).toEqual({
      ok: true,
      text: "name\nGlow\n",
      fileName: "list one.csv",
    });
    expect(await fetchCsv("https://files.example/p.csv", { fetcher: site(new Uint8Array([0x6e, 0xff, 0x0a])), allowHosts })).toEqual({
      ok: false,
      message: "Import failed: the file is not UTF-8 text. Save it as “CSV UTF-8” and try again.",
    });
    const htmlPage = (async () => new Response("<p>Sign in</p>", { headers: { "Content-Type": "text/html" } })) as unknown as typeof fetch;
    expect(await fetchCsv("https://files.example/login", { fetcher: htmlPage, allowHosts })).toEqual({
      ok: false,
      message: "Import failed: Not a CSV file (text/html)",
    });
  });
});

describe("CSV import: who may use it", () => {
  const ACTORS = ["guest", "patient", "provider", "demo", "admin"] as const;
  async function cookieFor(actor: (typeof ACTORS)[number]) {
    if (actor === "guest") return undefined;
    if (actor === "provider") await insertProviders([providerRow({ id: `guard-${crypto.randomUUID()}` })]);
    const user = await createUser({ role: actor === "demo" ? "patient" : actor, isDemo: actor === "demo" });
    return sessionCookie(user.id);
  }
  async function outcome(run: () => Promise<unknown>) {
    try {
      const result = await run();
      return result instanceof Response ? result.status : 200;
    } catch (thrown) {
      if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
      if (thrown && typeof thrown === "object" && "init" in thrown) return (thrown as { init: { status: number } }).init.status;
      throw thrown;
    }
  }

  it("an admin's import center with nothing staged yet has no batch to show (the page's \"No imports yet.\")", async () => {
    const data = await indexLoader(routeArgs<never>("/provider-import", { headers: { Cookie: await adminCookie() } }));
    expect(data).toMatchObject({ batches: [], batch: null, progress: null, rows: [] });
  });

  for (const actor of ACTORS) {
    it(`pages and downloads as ${actor}`, async () => {
      const cookie = await cookieFor(actor);
      const headers = cookie ? { Cookie: cookie } : undefined;
      const expected = (path: string) =>
        actor === "guest" ? `302 /signin?redirectTo=${encodeURIComponent(path)}` : actor === "admin" ? 200 : 403;
      expect(await outcome(() => layoutLoader(routeArgs<never>("/provider-import", { headers })))).toBe(expected("/provider-import"));
      expect(await outcome(() => indexLoader(routeArgs<never>("/provider-import", { headers })))).toBe(expected("/provider-import"));
      expect(await outcome(() => exampleLoader(routeArgs<never>("/provider-import/example.csv", { headers })))).toBe(
        expected("/provider-import/example.csv"),
      );
      const exportPath = "/provider-import/export.csv?batch=none";
      expect(await outcome(() => exportLoader(routeArgs<never>(exportPath, { headers })))).toBe(
        actor === "admin" ? 404 : expected(exportPath),
      );
    });

    it(`every action as ${actor}`, async () => {
      const cookie = await cookieFor(actor);
      const admin = await adminCookie();
      const staged = await upload(`name,location,specialties\nGlow,"Austin, TX",Botox\nLumen,"Austin, TX",Botox\n`, admin);
      const batchId = batchIdOf(staged);
      const [first, second] = await rowsOf(batchId);
      const forms: Record<string, string | File>[] = [
        { intent: "upload", file: csvFile(`name,location,specialties\nAura,"Austin, TX",Botox\n`) },
        { intent: "approve", rowId: first!.id },
        { intent: "deny", rowId: second!.id },
        { intent: "approve-all", batchId },
      ];
      for (const form of forms) {
        const reply = await post(form, cookie);
        const expectedStatus = { guest: 401, patient: 403, provider: 403, demo: 403, admin: form.intent === "upload" ? 303 : 200 }[actor];
        expect([form.intent, reply.status]).toEqual([form.intent, expectedStatus]);
      }
      if (actor !== "admin") {
        expect(await count("providers", "source = 'csv'")).toBe(0);
        expect(await count("csv_import_rows", "status = 'pending'")).toBe(2);
        expect(await count("csv_import_batches")).toBe(1);
      }
    });
  }
});

describe("CSV import: what users tripped over (issue 45 items 1, 4 and 7)", () => {
  const FILE = `name,location,specialties\nTwice Aesthetics,"Boise, ID",Botox\nOnce More Spa,"Boise, ID",Fillers\n`;

  async function uploadAsPage(content: string, cookie: string) {
    const reply = await post({ intent: "upload", file: csvFile(content) }, cookie, { fetcher: false });
    return { reply, toast: await toastOf(reply.response!), batchId: batchIdOf(reply) };
  }

  it("the same file staged twice says so, and each row names the import where it already waits", async () => {
    const cookie = await adminCookie();
    const first = await uploadAsPage(FILE, cookie);
    expect(first.toast).toEqual({ title: "Imported 2 rows", description: "2 ready to review.", type: "success" });
    const second = await uploadAsPage(FILE, cookie);
    expect(second.toast).toMatchObject({ title: "Imported 2 rows", type: "info" });
    expect(second.toast?.description).toMatch(
      /^2 ready to review, 2 already waiting for review in another import\. This file was already staged on .+ UTC as providers\.csv: its rows are flagged where they wait for review there\.$/,
    );
    const rows = await rowsOf(second.batchId);
    expect(rows.map((r) => [r.status, JSON.parse((r as unknown as { warnings: string }).warnings)])).toEqual([
      ["pending", ["Twice Aesthetics is also waiting for review in providers.csv (row 2)"]],
      ["pending", ["Once More Spa is also waiting for review in providers.csv (row 3)"]],
    ]);
  });

  it("a row approved in one batch is refused in the other with the duplicate message, and stays one listing", async () => {
    const cookie = await adminCookie();
    const first = await uploadAsPage(FILE, cookie);
    const second = await uploadAsPage(FILE, cookie);
    const [a] = await rowsOf(first.batchId);
    const [b] = await rowsOf(second.batchId);
    expect((await post({ intent: "approve", rowId: a!.id }, cookie)).status).toBe(200);
    const again = await post({ intent: "approve", rowId: b!.id }, cookie);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe(`Duplicate provider: Twice Aesthetics already exists at Boise, ID (ID: csv-${a!.id})`);
    expect(await count("providers", "name = 'Twice Aesthetics'")).toBe(1);
    const [after] = await rowsOf(second.batchId);
    expect([after!.status, after!.errorList]).toEqual([
      "duplicate",
      [`Duplicate provider: Twice Aesthetics already exists at Boise, ID (ID: csv-${a!.id})`],
    ]);
  });

  it("Approve All in both batches creates each provider once; the second says which rows were duplicates", async () => {
    const cookie = await adminCookie();
    const first = await uploadAsPage(FILE, cookie);
    const second = await uploadAsPage(FILE, cookie);
    const one = await post({ intent: "approve-all", batchId: first.batchId }, cookie);
    expect(one.data.toast).toEqual({ title: "Approve All finished", description: "2 approved.", type: "success" });
    const two = await post({ intent: "approve-all", batchId: second.batchId }, cookie);
    const [a, b] = await rowsOf(first.batchId);
    const messages = [
      `Duplicate provider: Twice Aesthetics already exists at Boise, ID (ID: csv-${a!.id})`,
      `Duplicate provider: Once More Spa already exists at Boise, ID (ID: csv-${b!.id})`,
    ];
    expect(two.data.failures).toEqual(messages);
    expect(two.data.toast).toEqual({
      title: "Approve All finished with errors",
      description: ["0 approved.", ...messages].join(" "),
      type: "error",
    });
    expect(await count("providers", "source = 'csv'")).toBe(2);
    expect((await rowsOf(second.batchId)).map((r) => r.status)).toEqual(["duplicate", "duplicate"]);
  });

  it('a rating of "abc" gets the default 4.5 and a row warning, never 0; the other numbers likewise', async () => {
    const cookie = await adminCookie();
    const { batchId } = await uploadAsPage(
      `name,location,specialties,rating,reviewCount,years_experience\n` +
        `Abc Rating,"Austin, TX",Botox,abc,lots,many\n` +
        `Good Numbers,"Austin, TX",Botox,4.8,"1,204",12\n`,
      cookie,
    );
    const rows = await rowsOf(batchId);
    expect(rows.map((r) => [r.status, JSON.parse((r as unknown as { warnings: string }).warnings)])).toEqual([
      [
        "pending",
        [
          'Rating "abc" is not a number from 0 to 5: the default 4.5 is used',
          'Review count "lots" is not a whole number: 0 is used',
          'Years of experience "many" is not a number from 0 to 80: the default 10 is used',
        ],
      ],
      ["pending", []],
    ]);
    expect(rows[1]!.profile).toMatchObject({ rating: 4.8, reviewCount: 1204, yearsExperience: 12 });
    await post({ intent: "approve", rowId: rows[0]!.id }, cookie);
    const provider = await env.DB.prepare("SELECT rating, review_count, years_experience FROM providers WHERE id = ?")
      .bind(`csv-${rows[0]!.id}`)
      .first();
    expect(provider).toEqual({ rating: 4.5, review_count: 0, years_experience: 10 });
  });

  it("counts take the singular for one: 1 row, 2 rows, 1 patient question (Intl.PluralRules)", () => {
    expect([plural(1, "row"), plural(2, "row"), plural(0, "photo"), plural(1, "patient question")]).toEqual([
      "1 row",
      "2 rows",
      "0 photos",
      "1 patient question",
    ]);
    expect(CSV_ROW_PROBLEMS.cellCount(1, 3)).toBe("Row has 1 cell but the header has 3");
  });

  it("the export shows the bad value beside its message, formula cells still neutralised", async () => {
    const cookie = await adminCookie();
    const { batchId } = await uploadAsPage(
      `name,location,specialties,practice_email,practice_phone,website\n` +
        `Bad Values,"Austin, TX",Botox,not-an-email,0123 456,http://exa mple\n` +
        `Formula Mail,"Austin, TX",Botox,=HYPERLINK(1),,\n`,
      cookie,
    );
    const response = await exportLoader(routeArgs<never>(`/provider-import/export.csv?batch=${batchId}`, { headers: { Cookie: cookie } }));
    expect((await response.text()).split("\r\n").slice(1, 3)).toEqual([
      `"2","Rejected","Bad Values","Austin, TX","Botox","","not-an-email","0123 456","http://exa mple","","Invalid email format Invalid phone format Invalid website URL format"`,
      `"3","Rejected","Formula Mail","Austin, TX","Botox","","'=HYPERLINK(1)","","","","Invalid email format"`,
    ]);
  });
});
