import { describe, expect, it } from "vitest";
import { loader as procedureLoader } from "~/routes/public/browse-procedures.$slug";
import { loader as favoritesLoader } from "~/routes/account/favorites";
import { loader as findDoctorsLoader } from "~/routes/public/find-doctors";
import { loader as locationLoader } from "~/routes/public/location.$locationId";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as favoriteToggle } from "~/routes/account/favorites.toggle";
import { action as reviewAction } from "~/routes/provider/reviews";
import { fetcherPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

type Loader<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Origins = Record<string, string>;

/** Where each page says a provider's rating comes from, by provider id. */
async function origins(cookie: string): Promise<Record<string, Origins>> {
  const headers = { Cookie: cookie };
  const search = await findDoctorsLoader(routeArgs<Loader<typeof findDoctorsLoader>>("/find-doctors?location=Originville", { headers }));
  const procedure = await procedureLoader(
    routeArgs<Loader<typeof procedureLoader>>("/browse-procedures/rhinoplasty", { params: { slug: "rhinoplasty" }, headers }),
  );
  const favorites = await favoritesLoader(routeArgs<Loader<typeof favoritesLoader>>("/favorites", { headers }));
  const byId = (cards: { id: string; ratingOrigin: string }[]) => Object.fromEntries(cards.map((c) => [c.id, c.ratingOrigin]));
  const pages: Record<string, Origins> = {
    search: byId(search.result.providers),
    procedure: byId(procedure.providers),
    favorites: byId(favorites.providers),
    profile: {},
    location: {},
  };
  for (const id of ["origin-csv", "origin-admin", "origin-reviewed"]) {
    const profile = await providerLoader(routeArgs<Loader<typeof providerLoader>>(`/provider/${id}`, { params: { providerId: id } }));
    if (!("provider" in profile)) throw new Error(`expected the profile of ${id}`);
    pages.profile![id] = profile.provider.ratingOrigin;
    const location = await locationLoader(routeArgs<Loader<typeof locationLoader>>(`/location/${id}`, { params: { locationId: id } }));
    pages.location![id] = location.location.provider.ratingOrigin;
  }
  return pages;
}

describe("where a rating comes from (issue 31)", () => {
  it("is 'imported' or 'curated' by the listing's source until a TruSelf review is written, then 'reviews', on every page with cards", async () => {
    const common = { location: "Originville, VT", city: "Originville", state: "VT", specialties: ["Rhinoplasty"], rating: 4.9 };
    await insertProviders([
      providerRow({ ...common, id: "origin-csv", source: "csv", reviewCount: 127 }),
      providerRow({ ...common, id: "origin-admin", source: "admin", reviewCount: 0 }),
      providerRow({ ...common, id: "origin-reviewed", source: "csv", reviewCount: 0 }),
    ]);
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    for (const id of ["origin-csv", "origin-admin", "origin-reviewed"])
      await fetcherPost(favoriteToggle, "/favorites/toggle", { providerId: id, intent: "add" }, { cookie });

    const before = { "origin-csv": "imported", "origin-admin": "curated", "origin-reviewed": "imported" };
    const pages = await origins(cookie);
    for (const page of ["search", "procedure", "favorites", "profile", "location"]) expect(pages[page], page).toEqual(before);

    // A patient's review: the figures are now the reviews' own, and every page says so.
    const reviewer = await createUser();
    const posted = await fetcherPost(
      reviewAction,
      "/provider/origin-reviewed/reviews",
      { rating: "5", title: "Kind and clear" },
      { cookie: await sessionCookie(reviewer.id), params: { providerId: "origin-reviewed" } },
    );
    expect(posted.status).toBe(200);
    const after = await origins(cookie);
    for (const page of ["search", "procedure", "favorites", "profile", "location"])
      expect(after[page], page).toEqual({ ...before, "origin-reviewed": "reviews" });
  });
});
