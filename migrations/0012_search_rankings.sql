-- Issue 15: relevance that does not grow with matches (decision 022). A broad text search reads
-- its bm25 order from here instead of scoring every match on every request; the first search
-- after the directory version changes recomputes it (app/directory/search.server.ts).
-- Written by hand like 0007-0011 (drizzle-kit's snapshot chain stops at 0005 and cannot say
-- WITHOUT ROWID); app/db/schema.ts declares the same tables.
CREATE TABLE `search_rankings` (
	`words` text NOT NULL,
	`sort_key` integer NOT NULL,
	`provider_rowid` integer NOT NULL,
	PRIMARY KEY(`words`, `sort_key`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `search_ranking_state` (
	`words` text PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`refreshed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_ranking_state_refreshed_idx` ON `search_ranking_state` (`refreshed_at`);
--> statement-breakpoint
-- The home page's featured carousel orders featured providers by rating, then review count: with
-- review_count in the index SQLite stops after the carousel instead of sorting the best-rated
-- group (about 600 rows at 500,000 providers, issue 15 item 4).
DROP INDEX `providers_featured_idx`;
--> statement-breakpoint
CREATE INDEX `providers_featured_idx` ON `providers` (`featured_rank`,`is_featured`,`rating`,`review_count`);
