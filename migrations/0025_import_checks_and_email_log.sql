-- Issue 45 items 1, 4 and 8. Written by hand like 0014-0024 (drizzle-kit's snapshots stop at
-- 0005, so `db:generate` would recreate every later table); app/db/schema.ts declares the same.
-- The same CSV file staged again is recognised by the SHA-256 of its text.
ALTER TABLE `csv_import_batches` ADD `content_hash` text;--> statement-breakpoint
CREATE INDEX `csv_import_batches_hash_idx` ON `csv_import_batches` (`content_hash`);--> statement-breakpoint
-- Row warnings: a default used for a value that could not be read, a row waiting in another batch.
ALTER TABLE `csv_import_rows` ADD `warnings` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Every e-mail sent or failed, whichever sender delivered it: recipient, subject, kind, outcome (no body).
CREATE TABLE `email_log` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);--> statement-breakpoint
CREATE INDEX `email_log_to_created_idx` ON `email_log` (`to`,`created_at`);
