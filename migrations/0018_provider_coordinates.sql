-- Issue 36, item 4 (distance search): a provider's coordinates, geocoded from its ZIP code or its
-- city and state with the US place table in app/geo (decision 043); null while unknown. The index
-- serves the bounding box of a radius search: a range on latitude, longitude checked in the index.
-- Existing rows get their coordinates from the Worker (SQL has no place table): the daily cron and
-- `npm run db:seed`/`npm start` backfill them (app/geo/backfill.server.ts). Written by hand like
-- 0014-0016; app/db/schema.ts declares the same columns and index.
ALTER TABLE `providers` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `providers` ADD `longitude` real;--> statement-breakpoint
CREATE INDEX `providers_coordinates_idx` ON `providers` (`latitude`,`longitude`);
