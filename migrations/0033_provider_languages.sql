-- Issue 48 (the compare page's languages row): the languages a practice consults in, a JSON list of
-- names ("English", "Spanish") like `specialties` beside it; null while the practice has not said,
-- which the profile leaves out and /compare shows as "—". Written by hand like 0014-0032;
-- app/db/schema.ts declares the same column. No index: it is read only for the rows shown.
ALTER TABLE `providers` ADD `languages` text;
