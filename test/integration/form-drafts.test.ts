/**
 * Issue 4 (docs/requirements.md): bad input keeps the other values, also without JavaScript. A plain (no-JS) post of the
 * review or question form that fails leaves a signed draft cookie; the provider page's loader
 * hands its values to the forms of that provider only, once.
 */
import { describe, expect, it } from "vitest";
import { action as questionAction } from "~/routes/provider/questions";
import { action as reviewAction } from "~/routes/provider/reviews";
import { loader as providerLoader } from "~/routes/provider/_index";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

const DRAFT_COOKIE = "truself_form_draft";
type Drafts = { review: { rating?: string; title: string; content: string } | null; question: { question: string } | null };

function draftCookieOf(res: Response): string | null {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${DRAFT_COOKIE}=`));
  return header ? header.split(";", 1).join("") : null;
}

/** The provider page as the browser loads it after the redirect: its drafts and the Set-Cookie it answers with. */
async function loadProviderPage(providerId: string, cookie: string) {
  const result = (await providerLoader(
    routeArgs<Parameters<typeof providerLoader>[0]>(`/provider/${providerId}`, { params: { providerId }, headers: { Cookie: cookie } }),
  )) as unknown;
  const withInit = result as { data?: { drafts: Drafts }; init?: { headers?: HeadersInit } };
  if (withInit.data && "drafts" in withInit.data)
    return { drafts: withInit.data.drafts, setCookie: new Headers(withInit.init?.headers).getSetCookie() };
  return { drafts: (result as { drafts: Drafts }).drafts, setCookie: [] as string[] };
}

async function signedIn() {
  const user = await createUser();
  return sessionCookie(user.id);
}

describe("no-JS form drafts on the provider page", () => {
  it("an invalid review post keeps rating, title and content for that provider only, cleared once read", async () => {
    await insertProviders([providerRow({ id: "p1" }), providerRow({ id: "p2" })]);
    const session = await signedIn();
    const longTitle = "T".repeat(101);
    const content = 'Friendly staff, <b>not</b> markup & "quotes"';
    const res = await plainPost(
      reviewAction,
      "/provider/p1/reviews",
      { rating: "3", title: longTitle, content },
      { cookie: session, params: { providerId: "p1" } },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe("/provider/p1#reviews");
    expect(res.toast).toEqual({ title: "Title Too Long", description: "Review title must be 100 characters or less.", type: "error" });
    expect(await count("reviews")).toBe(0);
    const draft = draftCookieOf(res.response);
    expect(draft).not.toBeNull();
    const setCookie = res.response.headers.getSetCookie().find((c) => c.startsWith(`${DRAFT_COOKIE}=`))!;
    expect(setCookie).toMatch(/Max-Age=60/);
    expect(setCookie).toMatch(/HttpOnly/);

    const cookies = `${session}; ${draft}`;
    const same = await loadProviderPage("p1", cookies);
    expect(same.drafts).toEqual({ review: { rating: "3", title: "T".repeat(100), content }, question: null });
    expect(same.setCookie.some((c) => c.startsWith(`${DRAFT_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);

    const other = await loadProviderPage("p2", cookies);
    expect(other.drafts).toEqual({ review: null, question: null });

    // After the clearing header the browser sends no draft: the next load is blank.
    const again = await loadProviderPage("p1", session);
    expect(again.drafts).toEqual({ review: null, question: null });
    expect(again.setCookie).toEqual([]);
  });

  it("caps what it keeps at the field limits and drops a rating that is not 1 to 5", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const session = await signedIn();
    const res = await plainPost(
      reviewAction,
      "/provider/p1/reviews",
      { rating: "9", title: "x".repeat(5000), content: "y".repeat(5000) },
      { cookie: session, params: { providerId: "p1" } },
    );
    expect(res.toast?.title).toBe("Invalid Rating");
    const draft = draftCookieOf(res.response)!;
    expect(draft.length).toBeLessThan(4096);
    const { drafts } = await loadProviderPage("p1", `${session}; ${draft}`);
    expect(drafts.review).toEqual({ title: "x".repeat(100), content: "y".repeat(2000) });
  });

  it("a too-long question post keeps only the question, cut to 1000 characters, as the question draft", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const session = await signedIn();
    const res = await plainPost(
      questionAction,
      "/provider/p1/questions",
      { question: "q".repeat(1200), password: "hunter2" },
      { cookie: session, params: { providerId: "p1" } },
    );
    expect(res.toast?.description).toBe("Question must be 1000 characters or less.");
    const draft = draftCookieOf(res.response)!;
    const { drafts } = await loadProviderPage("p1", `${session}; ${draft}`);
    expect(drafts).toEqual({ review: null, question: { question: "q".repeat(1000) } });
  });

  it("a tampered draft cookie is ignored, and fetcher (JavaScript) posts set no draft", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const session = await signedIn();
    const forged = `${DRAFT_COOKIE}=${btoa(JSON.stringify({ form: "question", providerId: "p1", question: "forged" }))}`;
    expect((await loadProviderPage("p1", `${session}; ${forged}`)).drafts).toEqual({ review: null, question: null });

    const fetcher = await fetcherPost(
      reviewAction,
      "/provider/p1/reviews",
      { rating: "0", title: "kept by the fetcher reply" },
      { cookie: session, params: { providerId: "p1" } },
    );
    expect(fetcher.status).toBe(400);
    const raw = (await reviewAction(
      routeArgs<Parameters<typeof reviewAction>[0]>("/provider/p1/reviews", {
        form: { rating: "0", title: "x", _client: "fetcher" },
        params: { providerId: "p1" },
        headers: { Cookie: session },
      }),
    )) as { init?: { status?: number; headers?: HeadersInit } };
    expect(raw.init?.status).toBe(400);
    expect(new Headers(raw.init?.headers).getSetCookie().filter((c) => c.startsWith(`${DRAFT_COOKIE}=`))).toEqual([]);
  });

  it("a valid no-JS review sets no draft", async () => {
    await insertProviders([providerRow({ id: "p1" })]);
    const session = await signedIn();
    const res = await plainPost(
      reviewAction,
      "/provider/p1/reviews",
      { rating: "4", title: "Good" },
      { cookie: session, params: { providerId: "p1" } },
    );
    expect(res.toast?.title).toBe("Review Submitted");
    expect(draftCookieOf(res.response)).toBeNull();
  });
});
