-- Issue 34, the provider side: claims, team invites, consultation requests with their messages and
-- private photos, the practice's change log and review replies. Written by hand like 0007-0013;
-- app/db/schema.ts declares the same tables and columns.
ALTER TABLE `providers` ADD `hours` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `accepts_requests` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `providers` ADD `notification_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `practice_role` text;--> statement-breakpoint
-- Provider accounts linked before claims existed keep their listing as its owner (the seeded
-- provider user and provider 3); a second account on one listing becomes a team member.
UPDATE `users` SET `practice_role` = 'owner' WHERE `role` = 'provider' AND `provider_id` IS NOT NULL
  AND `id` = (SELECT `u`.`id` FROM `users` `u` WHERE `u`.`provider_id` = `users`.`provider_id` AND `u`.`role` = 'provider' ORDER BY `u`.`created_at`, `u`.`id` LIMIT 1);--> statement-breakpoint
UPDATE `users` SET `practice_role` = 'member' WHERE `role` = 'provider' AND `provider_id` IS NOT NULL AND `practice_role` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_practice_owner_unique` ON `users` (`provider_id`) WHERE practice_role = 'owner';--> statement-breakpoint
CREATE TABLE `listing_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`email` text,
	`code_hash` text,
	`code_expires_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`note` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `listing_claims_status_idx` ON `listing_claims` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_claims_user_idx` ON `listing_claims` (`user_id`,`provider_id`);--> statement-breakpoint
CREATE TABLE `practice_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` text,
	`expires_at` integer NOT NULL,
	`accepted_at` integer,
	`accepted_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX `practice_invites_token_unique` ON `practice_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `practice_invites_provider_idx` ON `practice_invites` (`provider_id`);--> statement-breakpoint
CREATE TABLE `consultation_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`patient_id` text NOT NULL,
	`procedure` text NOT NULL,
	`contact_method` text NOT NULL,
	`phone` text,
	`preferred_times` text,
	`status` text DEFAULT 'new' NOT NULL,
	`first_reply_at` integer,
	`patient_read_at` integer,
	`practice_read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `consultation_requests_provider_idx` ON `consultation_requests` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `consultation_requests_patient_idx` ON `consultation_requests` (`patient_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `consultation_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`author_id` text,
	`side` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `consultation_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `consultation_messages_request_idx` ON `consultation_messages` (`request_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `consultation_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`request_id` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `consultation_requests`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `consultation_photos_request_idx` ON `consultation_photos` (`request_id`);--> statement-breakpoint
CREATE TABLE `listing_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`actor_id` text,
	`actor_email` text NOT NULL,
	`field` text NOT NULL,
	`before` text,
	`after` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `listing_changes_provider_idx` ON `listing_changes` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_changes_created_idx` ON `listing_changes` (`created_at`);--> statement-breakpoint
CREATE TABLE `review_replies` (
	`id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX `review_replies_review_unique` ON `review_replies` (`review_id`);
