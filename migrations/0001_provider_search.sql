-- Full-text search over provider name, title, specialties, location and bio (FTS5, external content).
-- drizzle-kit cannot express virtual tables, so this migration is written by hand; triggers keep it in sync.
CREATE VIRTUAL TABLE `providers_fts` USING fts5(
	`name`, `title`, `specialties`, `location`, `bio`,
	content='providers', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `providers_fts_ai` AFTER INSERT ON `providers` BEGIN
	INSERT INTO `providers_fts`(rowid, `name`, `title`, `specialties`, `location`, `bio`)
	VALUES (new.rowid, new.`name`, new.`title`, new.`specialties`, new.`location`, new.`bio`);
END;
--> statement-breakpoint
CREATE TRIGGER `providers_fts_ad` AFTER DELETE ON `providers` BEGIN
	INSERT INTO `providers_fts`(`providers_fts`, rowid, `name`, `title`, `specialties`, `location`, `bio`)
	VALUES ('delete', old.rowid, old.`name`, old.`title`, old.`specialties`, old.`location`, old.`bio`);
END;
--> statement-breakpoint
CREATE TRIGGER `providers_fts_au` AFTER UPDATE OF `name`, `title`, `specialties`, `location`, `bio` ON `providers` BEGIN
	INSERT INTO `providers_fts`(`providers_fts`, rowid, `name`, `title`, `specialties`, `location`, `bio`)
	VALUES ('delete', old.rowid, old.`name`, old.`title`, old.`specialties`, old.`location`, old.`bio`);
	INSERT INTO `providers_fts`(rowid, `name`, `title`, `specialties`, `location`, `bio`)
	VALUES (new.rowid, new.`name`, new.`title`, new.`specialties`, new.`location`, new.`bio`);
END;
