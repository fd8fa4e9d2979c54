/**
 * Coordinates for providers written before they were geocoded (migration 0018 cannot: SQL has no
 * place table), or by anything that did not geocode. Run by the daily cron (workers/app.ts) and, on
 * a local database, by `npm start`/`npm run dev` (scripts/local-db.ts ensure); every import, edit
 * and seed geocodes as it writes (decision 043). Rows whose address names no known place stay null
 * and are looked at again next time; pages walk the rowid so they are each read once per run.
 */
import { d1 } from "~/db/client.server";
import { usPlaces } from "./places.server";

const PAGE = 500;

type AddressRow = { rowid: number; zip_code: string | null; city: string | null; state: string | null; location: string };

/** Geocodes every provider without coordinates; returns how many were found and how many stay unknown. */
export async function backfillCoordinates(): Promise<{ geocoded: number; unknown: number }> {
  const places = await usPlaces();
  let [after, geocoded, unknown] = [0, 0, 0];
  for (;;) {
    const { results } = await d1()
      .prepare("SELECT rowid, zip_code, city, state, location FROM providers WHERE latitude IS NULL AND rowid > ? ORDER BY rowid LIMIT ?")
      .bind(after, PAGE)
      .all<AddressRow>();
    if (results.length === 0) break;
    after = results.at(-1)!.rowid;
    const updates = results.flatMap((row) => {
      const point = places.geocode({ zipCode: row.zip_code, city: row.city, state: row.state, location: row.location });
      if (!point) return [];
      return [
        d1().prepare("UPDATE providers SET latitude = ?, longitude = ? WHERE rowid = ?").bind(point.latitude, point.longitude, row.rowid),
      ];
    });
    if (updates.length) await d1().batch(updates);
    geocoded += updates.length;
    unknown += results.length - updates.length;
  }
  return { geocoded, unknown };
}
