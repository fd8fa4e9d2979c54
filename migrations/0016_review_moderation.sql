-- Issue 35 item 3, moderation in the open: a review's status (visible, held before it shows, hidden by
-- an admin) with the public reason and who decided; the client a review came from (hashed) for the
-- burst rules; reports on reviews, answers and practice replies; hidden answers and replies; and the
-- moderation log (every hold, hide, restore, release and dismissal: who and when). Written by hand
-- like 0007-0015; app/db/schema.ts declares the same tables and columns.
ALTER TABLE `reviews` ADD `status` text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderation_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `moderated_by` text REFERENCES `users`(`id`) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `reviews` ADD `origin_address_hash` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `origin_device_hash` text;--> statement-breakpoint
CREATE INDEX `reviews_status_created_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_origin_address_idx` ON `reviews` (`origin_address_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_origin_device_idx` ON `reviews` (`origin_device_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_created_idx` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `provider_questions` ADD `answer_hidden_reason` text;--> statement-breakpoint
ALTER TABLE `provider_questions` ADD `answer_hidden_at` integer;--> statement-breakpoint
ALTER TABLE `review_replies` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `review_replies` ADD `hidden_at` integer;--> statement-breakpoint
CREATE TABLE `content_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reporter_id` text,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `content_reports_status_created_idx` ON `content_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `content_reports_target_idx` ON `content_reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `content_reports_reporter_target_unique` ON `content_reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `moderation_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_email` text,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `moderation_log_target_idx` ON `moderation_log` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `moderation_log_created_idx` ON `moderation_log` (`created_at`);
