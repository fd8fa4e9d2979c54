CREATE TABLE `directory_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` text NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers): any change to providers replaces the
-- directory version, so search results cached under the old one are never served again.
INSERT INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `directory_state_ai` AFTER INSERT ON `providers` BEGIN
	INSERT OR REPLACE INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
END;
--> statement-breakpoint
CREATE TRIGGER `directory_state_au` AFTER UPDATE ON `providers` BEGIN
	INSERT OR REPLACE INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
END;
--> statement-breakpoint
CREATE TRIGGER `directory_state_ad` AFTER DELETE ON `providers` BEGIN
	INSERT OR REPLACE INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
END;
