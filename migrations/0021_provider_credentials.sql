-- Issue 36 item 3, checked credentials: one row per provider with its license (number and issuing
-- US state), its board certification (a recognized board's code and the specialty) and where the
-- check stands: unchecked (submitted, or edited since the last check), checked, expired or
-- suspended. The last check's date, the admin who made it (id, and e-mail kept as written) and the
-- source they used stay on the row even after an edit resets the status, so the next check sees
-- them; every check is also written to admin_audit_log (the history). Written by hand like
-- 0014-0016; app/db/schema.ts declares the same table.
CREATE TABLE `provider_credentials` (
	`provider_id` text PRIMARY KEY NOT NULL,
	`license_number` text NOT NULL,
	`license_state` text NOT NULL,
	`board_code` text,
	`board_specialty` text,
	`status` text DEFAULT 'unchecked' NOT NULL,
	`submitted_by` text,
	`submitted_at` integer,
	`checked_on` text,
	`checked_by` text,
	`checked_by_email` text,
	`check_source` text,
	`checked_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submitted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`checked_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `provider_credentials_status_idx` ON `provider_credentials` (`status`,`updated_at`);--> statement-breakpoint
-- Cards and the "Credentials checked" filter read the status, so a change of it replaces the
-- directory version like a provider write does (0004): cached search results never outlive it.
CREATE TRIGGER `directory_state_credentials_ai` AFTER INSERT ON `provider_credentials` BEGIN
	INSERT OR REPLACE INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
END;--> statement-breakpoint
CREATE TRIGGER `directory_state_credentials_au` AFTER UPDATE ON `provider_credentials` BEGIN
	INSERT OR REPLACE INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
END;--> statement-breakpoint
CREATE TRIGGER `directory_state_credentials_ad` AFTER DELETE ON `provider_credentials` BEGIN
	INSERT OR REPLACE INTO `directory_state` (`id`, `version`) VALUES (1, lower(hex(randomblob(8))));
END;
