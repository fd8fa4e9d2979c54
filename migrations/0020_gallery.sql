-- Issue 36 item 2, the before-and-after gallery: photo sets of a provider tagged by procedure (a slug of
-- the procedure list), each with its consent attestation (who attested: account and e-mail as written,
-- when, and the version of the attestation text they confirmed), who created it and its status; and
-- the set's photos (before, after, extra), each an R2 key of a checked, metadata-free upload with its
-- dimensions. media_uploads now records the dimensions its checks read, so a set can state them
-- without reading the object again. Written by hand like 0014-0016; app/db/schema.ts declares the same.
ALTER TABLE `media_uploads` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `media_uploads` ADD `height` integer;--> statement-breakpoint
CREATE TABLE `gallery_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`procedure` text NOT NULL,
	`title` text,
	`caption` text,
	`consent_text_version` text NOT NULL,
	`consent_by` text,
	`consent_email` text NOT NULL,
	`consent_at` integer NOT NULL,
	`created_by` text,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`consent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `gallery_sets_status_created_idx` ON `gallery_sets` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `gallery_sets_procedure_idx` ON `gallery_sets` (`procedure`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `gallery_sets_provider_idx` ON `gallery_sets` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `gallery_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`set_id` text NOT NULL,
	`role` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`r2_key` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`set_id`) REFERENCES `gallery_sets`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `gallery_photos_set_idx` ON `gallery_photos` (`set_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_photos_r2_key_unique` ON `gallery_photos` (`r2_key`);
