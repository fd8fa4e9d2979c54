/** Providers offering a procedure: case-insensitive substring match against their specialties (requirements 000 filter rule). */
import { desc, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { providers } from "~/db/schema";
import { withBoard } from "~/directory/boards";
import type { Procedure } from "~/directory/procedures";
import { ratingOriginColumn } from "~/directory/rating.server";

export const PROCEDURE_PROVIDERS_SHOWN = 9;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function providersForProcedure(procedure: Procedure, limit = PROCEDURE_PROVIDERS_SHOWN) {
  // Specialties are a JSON array in one text column; SQLite's LIKE is case-insensitive for ASCII.
  // The rating index walks best-first, so the scan stops after `limit` matches.
  return db()
    .select({
      id: providers.id,
      name: providers.name,
      title: providers.title,
      type: providers.type,
      location: providers.location,
      specialties: providers.specialties,
      image: providers.image,
      rating: providers.rating,
      reviewCount: providers.reviewCount,
      isVerified: providers.isVerified,
      isFeatured: providers.isFeatured,
      boardCertifications: providers.boardCertifications,
      certifications: providers.certifications,
      ratingOrigin: ratingOriginColumn,
    })
    .from(providers)
    .where(sql`${providers.specialties} LIKE ${likePattern(procedure.match)} ESCAPE '\\'`)
    .orderBy(desc(providers.rating), desc(providers.reviewCount))
    .limit(limit)
    .then((rows) => rows.map(withBoard));
}
