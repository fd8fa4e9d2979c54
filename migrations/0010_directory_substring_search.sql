-- Directory search at scale (issue 3). 1) /find-doctors matches location and procedure as
-- case-insensitive substrings. A scan of every provider grows with the directory; an FTS5 index
-- with the trigram tokenizer answers substring matches of 3+ characters from an index instead.
-- Written by hand (drizzle-kit cannot express virtual tables); triggers keep it in sync.
-- 2) Wider rating and type indexes (below), mirrored in app/db/schema.ts.
CREATE VIRTUAL TABLE `providers_substring` USING fts5(
	`location`, `specialties`,
	content='providers', content_rowid='rowid', tokenize='trigram'
);
--> statement-breakpoint
INSERT INTO `providers_substring`(`providers_substring`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `providers_substring_ai` AFTER INSERT ON `providers` BEGIN
	INSERT INTO `providers_substring`(rowid, `location`, `specialties`) VALUES (new.rowid, new.`location`, new.`specialties`);
END;
--> statement-breakpoint
CREATE TRIGGER `providers_substring_ad` AFTER DELETE ON `providers` BEGIN
	INSERT INTO `providers_substring`(`providers_substring`, rowid, `location`, `specialties`) VALUES ('delete', old.rowid, old.`location`, old.`specialties`);
END;
--> statement-breakpoint
CREATE TRIGGER `providers_substring_au` AFTER UPDATE OF `location`, `specialties` ON `providers` BEGIN
	INSERT INTO `providers_substring`(`providers_substring`, rowid, `location`, `specialties`) VALUES ('delete', old.rowid, old.`location`, old.`specialties`);
	INSERT INTO `providers_substring`(rowid, `location`, `specialties`) VALUES (new.rowid, new.`location`, new.`specialties`);
END;
--> statement-breakpoint
-- Counting a broad filter (rating >= 4 and Verified, a type and a status) reads only an index
-- when the status flags ride along; sorting by rating then review count still walks the same index.
DROP INDEX IF EXISTS `providers_type_idx`;
--> statement-breakpoint
CREATE INDEX `providers_type_idx` ON `providers` (`type`,`rating`,`review_count`,`is_verified`,`is_featured`);
--> statement-breakpoint
DROP INDEX IF EXISTS `providers_rating_idx`;
--> statement-breakpoint
CREATE INDEX `providers_rating_idx` ON `providers` (`rating`,`review_count`,`is_verified`,`is_featured`);
