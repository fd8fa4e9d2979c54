import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { paginationItems, parseDirectoryFilters, PAGE_SIZE } from "~/directory/search-params";
import { buildSearchQuery, ftsQuery, searchProviders, topRatedProviders } from "~/directory/search.server";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { loader as homeLoader } from "~/routes/public/home";
import type { NewProvider, ProviderType } from "~/db/schema";
import { boardFilterHint } from "~/directory/boards";
import { insertProviders, providerRow, seedDirectory } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";

type LoaderArgs = Parameters<typeof findDoctorsLoader>[0];

async function find(query: string) {
  return findDoctorsLoader(routeArgs<LoaderArgs>(`/find-doctors${query}`));
}
/** SQLite's plan for the query searchProviders runs for one page (its steps' details). */
async function pagePlan(query: string) {
  const q = buildSearchQuery(parseDirectoryFilters(new URLSearchParams(query)));
  return plan(`SELECT p.rowid FROM ${q.from} ${q.pageWhere} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`, [...q.params, PAGE_SIZE, 0]);
}

async function plan(sql: string, params: (string | number)[]) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

async function ids(query: string) {
  return (await find(query)).result.providers.map((p) => p.id);
}

describe("parseDirectoryFilters: malformed values are dropped or clamped, never thrown", () => {
  it("clamps the page to at least 1 and ignores junk", () => {
    expect(parseDirectoryFilters(new URLSearchParams("page=-3")).page).toBe(1);
    expect(parseDirectoryFilters(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseDirectoryFilters(new URLSearchParams("page=2.5")).page).toBe(1);
    expect(parseDirectoryFilters(new URLSearchParams("page=99999999")).page).toBe(10_000);
    expect(parseDirectoryFilters(new URLSearchParams("page=3")).page).toBe(3);
  });

  it("accepts only the rating options 4, 4.5 and 4.8", () => {
    expect(parseDirectoryFilters(new URLSearchParams("rating=abc")).rating).toBeUndefined();
    expect(parseDirectoryFilters(new URLSearchParams("rating=3")).rating).toBeUndefined();
    expect(parseDirectoryFilters(new URLSearchParams("rating=4.5")).rating).toBe(4.5);
    expect(parseDirectoryFilters(new URLSearchParams("rating=4.8")).rating).toBe(4.8);
  });

  it("accepts only known types, statuses, sorts and views (case-insensitive)", () => {
    const bad = parseDirectoryFilters(new URLSearchParams("type=<script>alert(1)</script>&status=gold&sort=price&view=table"));
    expect(bad).toMatchObject({ type: undefined, status: undefined, sort: "relevance", view: "grid" });
    const good = parseDirectoryFilters(new URLSearchParams("type=MedSpa&status=Verified&sort=Reviews&view=LIST"));
    expect(good).toMatchObject({ type: "medspa", status: "verified", sort: "reviews", view: "list" });
  });

  it("accepts exactly the four status options (Verified, Featured, Premium Provider, New Provider)", () => {
    const status = (value: string) => parseDirectoryFilters(new URLSearchParams({ status: value })).status;
    expect(status("verified")).toBe("verified");
    expect(status("featured")).toBe("featured");
    expect(status("premium")).toBe("premium");
    expect(status(" PREMIUM ")).toBe("premium");
    expect(status("New")).toBe("new");
    for (const unknown of ["premium provider", "new provider", "newest", "premium,new", "", "1", "is_featured = 1"])
      expect(status(unknown)).toBeUndefined();
    // Only the first of repeated keys counts.
    expect(parseDirectoryFilters(new URLSearchParams("status=gold&status=new")).status).toBeUndefined();
    expect(parseDirectoryFilters(new URLSearchParams("status=new&status=gold")).status).toBe("new");
  });

  it("trims text filters and cuts them at 100 characters", () => {
    const f = parseDirectoryFilters(new URLSearchParams({ location: `  ${"x".repeat(5000)}  `, procedure: "   ", q: " botox  miami " }));
    expect(f.location).toHaveLength(100);
    expect(f.procedure).toBeUndefined();
    expect(f.q).toBe("botox miami");
  });

  it("maps the home picker's procedure names and slugs to the specialty they match", () => {
    expect(parseDirectoryFilters(new URLSearchParams("procedure=Rhinoplasty (Nose Job)")).procedure).toBe("Rhinoplasty");
    expect(parseDirectoryFilters(new URLSearchParams("procedure=ipl-photofacial")).procedure).toBe("IPL");
    expect(parseDirectoryFilters(new URLSearchParams("procedure=Botox")).procedure).toBe("Botox");
  });
});

describe("ftsQuery: free text never reaches FTS5 as syntax", () => {
  it("quotes each word as a prefix term and drops operators", () => {
    expect(ftsQuery('botox OR "x" NEAR(')).toBe('"botox"* "or"* "x"* "near"*');
    expect(ftsQuery("*** ---")).toBeUndefined();
    expect(ftsQuery(undefined)).toBeUndefined();
  });
});

describe("paginationItems: first, last, neighbours and ellipses", () => {
  it("shows gaps only where pages are skipped", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(paginationItems(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(paginationItems(10, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
  });
});

describe("/find-doctors loader over the seeded directory", () => {
  it("lists every provider, best rated first, 24 per page", async () => {
    await seedDirectory();
    const { result, filters } = await find("");
    expect(result).toMatchObject({ total: 30, page: 1, totalPages: 2, from: 1, to: 24 });
    expect(result.providers).toHaveLength(PAGE_SIZE);
    const ratings = result.providers.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(filters.sort).toBe("relevance");
    const second = await find("?page=2");
    expect(second.result).toMatchObject({ page: 2, from: 25, to: 30 });
    expect(new Set([...result.providers, ...second.result.providers].map((p) => p.id)).size).toBe(30);
  });

  it("filters by type", async () => {
    await seedDirectory();
    const { result } = await find("?type=medspa");
    expect(result.providers.map((p) => p.id).sort()).toEqual(["17", "25", "6", "9"]);
    expect(result.providers.every((p) => p.type === "medspa")).toBe(true);
  });

  it("filters by minimum rating", async () => {
    await seedDirectory();
    const { result } = await find("?rating=4.8");
    expect(result.total).toBe(10);
    expect(result.providers.every((p) => p.rating >= 4.8)).toBe(true);
  });

  it("'Verified' means verified; 'Featured' means featured or verified (requirements 000)", async () => {
    await insertProviders([
      providerRow({ id: "v", isVerified: true, isFeatured: false }),
      providerRow({ id: "f", isVerified: false, isFeatured: true }),
      providerRow({ id: "none", isVerified: false, isFeatured: false }),
    ]);
    expect((await ids("?status=verified")).sort()).toEqual(["v"]);
    expect((await ids("?status=featured")).sort()).toEqual(["f", "v"]);
    expect((await ids("")).sort()).toEqual(["f", "none", "v"]);
  });

  it("'Premium Provider' means featured; 'New Provider' means no reviews yet (requirements 000 §9)", async () => {
    await insertProviders([
      providerRow({ id: "featured-unverified", isVerified: false, isFeatured: true, reviewCount: 12 }),
      providerRow({ id: "featured-new", isVerified: true, isFeatured: true, reviewCount: 0 }),
      providerRow({ id: "verified-new", isVerified: true, isFeatured: false, reviewCount: 0 }),
      providerRow({ id: "plain-new", isVerified: false, isFeatured: false, reviewCount: 0 }),
      providerRow({ id: "verified-reviewed", isVerified: true, isFeatured: false, reviewCount: 1 }),
    ]);
    expect((await ids("?status=premium")).sort()).toEqual(["featured-new", "featured-unverified"]);
    expect((await ids("?status=new")).sort()).toEqual(["featured-new", "plain-new", "verified-new"]);
    expect((await ids("?status=new&type=medspa&rating=4")).sort()).toEqual(["featured-new", "plain-new", "verified-new"]);
    expect(await ids("?status=premium&status=new")).toHaveLength(2);
    expect(await ids("?status=unknown")).toHaveLength(5);
    const { result, filters, canonicalUrl } = await find("?status=NEW");
    expect(filters.status).toBe("new");
    expect(result).toMatchObject({ total: 3, from: 1, to: 3 });
    expect(canonicalUrl).toBe("http://localhost:8787/find-doctors?status=new");
  });

  it("new and premium providers over the seeded directory, in every sort", async () => {
    const seeded = await seedDirectory();
    const expectedPremium = seeded
      .filter((p) => p.isFeatured)
      .map((p) => p.id)
      .sort();
    expect(expectedPremium).toHaveLength(7);
    expect(await ids("?status=new")).toEqual([]); // the bare seed rows all have reviews
    for (const sort of ["relevance", "rating", "reviews", "name"]) {
      expect((await ids(`?status=premium&sort=${sort}`)).sort()).toEqual(expectedPremium);
    }
    await env.DB.prepare("UPDATE providers SET review_count = 0 WHERE id IN ('4', '8')").run();
    for (const sort of ["relevance", "rating", "reviews", "name"]) {
      expect((await ids(`?status=new&sort=${sort}`)).sort()).toEqual(["4", "8"]);
    }
    expect(await ids("?status=new&q=brooks")).toEqual(["4"]);
    expect(await ids("?status=new&location=atlanta")).toEqual(["8"]);
  });

  it("with a status filter the page query walks the sort's index and never sorts every match", async () => {
    await seedDirectory();
    const sortIndex = {
      relevance: "providers_rating_idx",
      rating: "providers_rating_idx",
      reviews: "providers_review_count_idx",
      name: "providers_name_idx",
    };
    for (const status of ["verified", "featured", "premium", "new"]) {
      for (const [sort, index] of Object.entries(sortIndex)) {
        const steps = await pagePlan(`status=${status}&sort=${sort}`);
        expect(steps[0], `${status}, ${sort}: ${steps.join("; ")}`).toMatch(new RegExp(`^SCAN p USING (COVERING )?INDEX ${index}$`));
        // Only the tie-breakers past the index's columns may be sorted, group by group (LIMIT still stops early).
        expect(steps, `${status}, ${sort}`).not.toContain("USE TEMP B-TREE FOR ORDER BY");
      }
    }
  });

  it("matches location as a case-insensitive substring", async () => {
    await seedDirectory();
    expect((await ids("?location=miami")).sort()).toEqual(["14", "2"]);
    expect((await ids("?location=BEVERLY")).sort()).toEqual(["1", "23"]);
    expect((await ids("?location=, TX")).sort()).toEqual(["18", "26", "3", "7"]);
  });

  it("matches procedure against specialties as a case-insensitive substring", async () => {
    await seedDirectory();
    const { result } = await find("?procedure=thread lift");
    expect(result.providers.map((p) => p.id).sort()).toEqual(["10", "18", "4"]);
    expect(result.providers.every((p) => p.specialties.some((s) => s.toLowerCase().includes("thread lift")))).toBe(true);
  });

  it("treats wildcard characters in text filters as plain characters", async () => {
    await insertProviders([providerRow({ id: "pct", location: "100% Town, CA" }), providerRow({ id: "plain", location: "1000 Town, CA" })]);
    expect(await ids("?location=100%25")).toEqual(["pct"]);
    expect(await ids("?location=_")).toEqual([]);
  });

  it("combines filters with AND (the home search's four values)", async () => {
    await seedDirectory();
    const { result } = await find("?procedure=Breast Augmentation&location=CA&status=verified&type=board-certified-plastic-surgeon");
    expect(result.providers.map((p) => p.id).sort()).toEqual(["1", "15"]);
    expect(await ids("?type=medspa&rating=4.5&location=san diego")).toEqual(["9"]);
  });

  it("searches free text through the FTS index: name, title, specialties, location, bio, by word prefix", async () => {
    await seedDirectory();
    expect(await ids("?q=hassan")).toEqual(["3"]);
    expect((await ids("?q=radian")).sort()).toEqual(["9"]);
    const botoxMiami = await ids("?q=recovery miami");
    expect(botoxMiami).toContain("14");
    expect(await ids("?q=zzznothing")).toEqual([]);
    expect(await ids("?q=" + encodeURIComponent('"*()- :^'))).toHaveLength(24); // no words: no text filter
  });

  it("ranks text matches by relevance by default, and by the chosen sort otherwise", async () => {
    await insertProviders([
      providerRow({ id: "weak", name: "Glow Spa", bio: "We also offer some botox.", rating: 5, specialties: ["Facials"] }),
      providerRow({
        id: "strong",
        name: "Botox Bar",
        title: "Botox Clinic",
        bio: "Botox, botox and more botox.",
        rating: 4,
        specialties: ["Botox"],
      }),
    ]);
    expect(await ids("?q=botox")).toEqual(["strong", "weak"]);
    expect(await ids("?q=botox&sort=rating")).toEqual(["weak", "strong"]);
  });

  it("sorts by rating, review count and name", async () => {
    await insertProviders([
      providerRow({ id: "a", name: "Charlie", rating: 4.9, reviewCount: 5 }),
      providerRow({ id: "b", name: "Alpha", rating: 4.1, reviewCount: 500 }),
      providerRow({ id: "c", name: "Bravo", rating: 4.5, reviewCount: 50 }),
    ]);
    expect(await ids("?sort=rating")).toEqual(["a", "c", "b"]);
    expect(await ids("?sort=reviews")).toEqual(["b", "c", "a"]);
    expect(await ids("?sort=name")).toEqual(["b", "c", "a"]);
  });

  it("clamps a page past the end to the last page and reports an empty result cleanly", async () => {
    await seedDirectory();
    const past = await find("?page=99");
    expect(past.result).toMatchObject({ page: 2, from: 25, to: 30 });
    expect(past.filters.page).toBe(2);
    const none = await find("?location=Atlantis");
    expect(none.result).toMatchObject({ total: 0, page: 1, totalPages: 1, from: 0, to: 0, providers: [] });
  });

  it("renders for every malformed query the issue names", async () => {
    await seedDirectory();
    for (const query of [
      "?page=-3",
      "?rating=abc",
      "?type=%3Cscript%3E",
      "?sort=;DROP TABLE providers",
      "?page=1&page=2&rating=4&rating=x",
    ]) {
      expect((await find(query)).result, query).toMatchObject({ page: 1, total: 30 });
    }
    // Cut to 100 characters, the location matches no one.
    expect((await find(`?location=${"a".repeat(5000)}`)).result).toMatchObject({ page: 1, total: 0, providers: [] });
  });

  it("builds parameterised statements: user text is only ever a bound value", () => {
    const filters = parseDirectoryFilters(new URLSearchParams("q=botox&type=medspa&rating=4&status=featured&location=x'--&procedure=y"));
    const query = buildSearchQuery(filters);
    expect(`${query.from} ${query.where} ${query.pageWhere}`).not.toMatch(/x'--|botox|medspa/);
    expect(query.params).toEqual(['"botox"*', "%y%", 'location : "x\'--"', "medspa", 4]);
    expect(query.from).toContain("providers_fts");
  });

  it("uses the trigram index for substrings of 3+ characters, quotes and all", async () => {
    await insertProviders([
      providerRow({ id: "quote", location: 'The "Loft", Austin, TX' }),
      providerRow({ id: "plain", location: "Austin, TX", specialties: ["Microneedling", "Botox"] }),
    ]);
    expect((await pagePlan("location=austin"))[0]).toMatch(/^SCAN s VIRTUAL TABLE/);
    expect(await ids("?location=%22Loft%22")).toEqual(["quote"]);
    expect((await ids("?location=AUSTIN")).sort()).toEqual(["plain", "quote"]);
    expect(await ids("?procedure=needl")).toEqual(["plain"]);
    expect(await ids("?procedure=needl&location=stin, t")).toEqual(["plain"]);
    expect(await ids("?procedure=needl&q=austin")).toEqual(["plain"]);
    expect((await find("?procedure=needl&q=austin")).result.total).toBe(1);
    expect((await find("?location=austin")).result.total).toBe(2);
  });

  it("counts text-only searches from the FTS indexes without reading provider rows", async () => {
    await seedDirectory();
    const textOnly = buildSearchQuery(parseDirectoryFilters(new URLSearchParams("q=botox&location=miami")));
    const steps = await plan(textOnly.countSql, textOnly.params);
    expect(
      steps.filter((s) => !s.startsWith("LIST SUBQUERY")).every((s) => /^SCAN providers_(fts|substring) VIRTUAL TABLE/.test(s)),
      steps.join("; "),
    ).toBe(true);
    // With a column filter, the matches still drive: each one reads its row by rowid.
    const mixed = buildSearchQuery(parseDirectoryFilters(new URLSearchParams("location=miami&type=medspa")));
    const mixedSteps = await plan(mixed.countSql, mixed.params);
    expect(mixedSteps[0]).toMatch(/^SCAN s VIRTUAL TABLE/);
    expect(mixedSteps[1]).toBe("SEARCH p USING INTEGER PRIMARY KEY (rowid=?)");
  });

  it("falls back to a scan for 1-2 character substrings (still case-insensitive); a state's code is a state", async () => {
    await insertProviders([
      providerRow({ id: "ca", location: "Irvine, CA" }),
      providerRow({ id: "chi", location: "Chicago, IL" }),
      providerRow({ id: "tx", location: "Austin, TX" }),
      providerRow({ id: "sd", location: "San Diego, CA" }),
    ]);
    expect((await pagePlan("location=go")).join("; ")).not.toMatch(/VIRTUAL TABLE/);
    expect((await ids("?location=GO")).sort()).toEqual(["chi", "sd"]);
    // "CA" is California (issue 31), not every place with "ca" in it (ChiCAgo).
    expect((await ids("?location=ca")).sort()).toEqual(["ca", "sd"]);
    expect(await ids("?location=%25")).toEqual([]);
  });

  it("keeps the substring index in sync when a provider moves or is deleted", async () => {
    await insertProviders([providerRow({ id: "mover", location: "Tampa, FL" })]);
    expect(await ids("?location=tampa")).toEqual(["mover"]);
    await env.DB.prepare("UPDATE providers SET location = 'Reno, NV' WHERE id = 'mover'").run();
    expect(await ids("?location=tampa")).toEqual([]);
    expect(await ids("?location=reno")).toEqual(["mover"]);
    await env.DB.prepare("DELETE FROM providers WHERE id = 'mover'").run();
    expect(await ids("?location=reno")).toEqual([]);
  });

  it("status and type filters keep the chosen order", async () => {
    await insertProviders([
      providerRow({ id: "v-low", rating: 4.1, isVerified: true, type: "medspa" }),
      providerRow({ id: "u-high", rating: 4.9, isVerified: false, type: "medspa" }),
      providerRow({ id: "v-high", rating: 4.8, reviewCount: 3, isVerified: true, type: "medspa" }),
      providerRow({ id: "v-high-more", rating: 4.8, reviewCount: 30, isVerified: true, type: "medspa" }),
    ]);
    expect(await ids("?status=verified")).toEqual(["v-high-more", "v-high", "v-low"]);
    expect(await ids("?type=medspa&sort=rating")).toEqual(["u-high", "v-high-more", "v-high", "v-low"]);
  });

  it("gives a canonical URL with only the filters in use", async () => {
    await seedDirectory();
    const { canonicalUrl } = await find("?type=medspa&view=list&sort=relevance&page=1&junk=1");
    expect(canonicalUrl).toBe("http://localhost:8787/find-doctors?type=medspa");
  });
});

describe("home Top-Rated", () => {
  it("shows rating >= 4.5, best first, at most 5, with View More when more qualify", async () => {
    await seedDirectory();
    const top = await topRatedProviders();
    expect(top.providers).toHaveLength(5);
    expect(top.providers.every((p) => p.rating >= 4.5)).toBe(true);
    expect(top.providers[0]).toMatchObject({ id: "1", rating: 4.9, reviewCount: 312 });
    expect(top.hasMore).toBe(true);
  });

  it("hides View More when 5 or fewer qualify", async () => {
    await insertProviders([
      providerRow({ rating: 4.5, reviewCount: 2 }),
      providerRow({ rating: 4.4, reviewCount: 9 }),
      providerRow({ rating: 5, reviewCount: 1 }),
    ]);
    const { topRated } = await homeLoader(routeArgs<Parameters<typeof homeLoader>[0]>("/"));
    expect(topRated.providers.map((p) => p.rating)).toEqual([5, 4.5]);
    expect(topRated.hasMore).toBe(false);
  });

  it("leaves out providers without a review, however high their listed rating (issue 31)", async () => {
    await insertProviders([
      providerRow({ id: "top-unreviewed", rating: 5, reviewCount: 0 }),
      providerRow({ id: "top-reviewed", rating: 4.6, reviewCount: 1 }),
    ]);
    const top = await topRatedProviders();
    expect(top.providers.map((p) => p.id)).toEqual(["top-reviewed"]);
  });

  it("searchProviders and the carousels only ever read one page of rows", async () => {
    await insertProviders(Array.from({ length: 60 }, (_, i) => providerRow({ rating: 4.5 + (i % 5) / 10 })));
    const page = await searchProviders(parseDirectoryFilters(new URLSearchParams("")));
    expect(page.providers).toHaveLength(24);
    expect(page.total).toBe(60);
  });
});

describe("/find-doctors?certification (spec 000's route table): board certified in their specialty (issue 31, item 2)", () => {
  const certified = (id: string, type: ProviderType, boards: string[], extra: Partial<NewProvider> = {}) =>
    providerRow({ id, name: `Cert ${id}`, type, location: "Certtown, ZZ", boardCertifications: boards, ...extra });

  it("keeps only providers certified by the board of their own specialty, in D1, and keeps the filter in the URL", async () => {
    await insertProviders([
      certified("plastic-abps", "board-certified-plastic-surgeon", ["American Board of Plastic Surgery"]),
      // The two: a cosmetic-surgery board and general surgery are not plastic surgery.
      certified("plastic-abcs", "board-certified-plastic-surgeon", ["American Board of Cosmetic Surgery"]),
      certified("plastic-abs", "board-certified-plastic-surgeon", ["American Board of Surgery"]),
      certified("bariatric-abs", "bariatric-surgeon", ["American Board of Surgery"]),
      certified("cosmetic-abcs", "cosmetic-surgeon", [], { certifications: ["Diplomate, AMERICAN BOARD OF COSMETIC SURGERY (2015)"] }),
      certified("derm-abd", "dermatologist", ["American Board of Dermatology"]),
      certified("derm-abps", "dermatologist", ["American Board of Plastic Surgery"]),
      certified("coach-board", "health-coach", [], { certifications: ["National BOARD for Health & Wellness Coaching"] }),
      certified("spa-board", "medspa", ["American Board of Plastic Surgery"], { name: "Spa Naming A Board" }),
      certified("spa-none", "medspa", ["Medical Aesthetics"]),
      certified("none", "board-certified-plastic-surgeon", []),
    ]);
    expect(await ids("?location=certtown")).toHaveLength(11);
    const inSpecialty = ["bariatric-abs", "coach-board", "cosmetic-abcs", "derm-abd", "plastic-abps"];
    for (const value of ["board-certified", "Board", "true"]) {
      const page = await find(`?location=certtown&certification=${value}`);
      expect(page.result.providers.map((p) => p.id).sort()).toEqual(inSpecialty);
      expect(page.result.total).toBe(inSpecialty.length);
      expect(page.filters.certification).toBe("board-certified");
      expect(new URL(page.canonicalUrl).searchParams.get("certification")).toBe("board-certified");
    }
    // Board-Certified Plastic Surgeon + board certified: the American Board of Plastic Surgery only.
    expect(await ids("?location=certtown&type=board-certified-plastic-surgeon&certification=board-certified")).toEqual(["plastic-abps"]);
    expect(await ids("?location=certtown&type=bariatric-surgeon&certification=board-certified")).toEqual(["bariatric-abs"]);
    expect(await ids("?location=certtown&type=medspa&certification=board-certified")).toEqual([]);
    // With free text the ranking path applies the same condition.
    expect((await ids("?q=cert&certification=board-certified")).sort()).toEqual(inSpecialty);
    // The cards name the board exactly when the filter keeps them.
    const cards = (await find("?location=certtown")).result.providers;
    expect(Object.fromEntries(cards.filter((c) => c.board).map((c) => [c.id, c.board]))).toEqual({
      "bariatric-abs": "American Board of Surgery",
      "coach-board": "National Board for Health & Wellness Coaching",
      "cosmetic-abcs": "American Board of Cosmetic Surgery",
      "derm-abd": "American Board of Dermatology",
      "plastic-abps": "American Board of Plastic Surgery",
    });
    // Junk is dropped like any other malformed filter.
    expect(parseDirectoryFilters(new URLSearchParams("certification=<b>x</b>")).certification).toBeUndefined();
    // The search result cache tells the two searches apart (the unfiltered one was cached first).
    expect(await ids("?location=certtown")).toHaveLength(11);
  });

  it("says what the filter checks for the chosen type", () => {
    expect(boardFilterHint("board-certified-plastic-surgeon", "Board-Certified Plastic Surgeon")).toBe(
      "By the American Board of Plastic Surgery",
    );
    expect(boardFilterHint("medspa", "Medical Spa")).toBe("Medical Spa listings have no specialty board");
    expect(boardFilterHint(undefined, undefined)).toMatch(/^By the board of each provider's specialty/);
  });

  it("a submitted filter form keeps the checkbox in the URL", async () => {
    const { searchFromForm } = await import("~/directory/search-options");
    const form = new FormData();
    form.set("certification", "board-certified");
    form.set("q", "");
    expect(searchFromForm(form)).toBe("?certification=board-certified");
  });
});
