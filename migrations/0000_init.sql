CREATE TABLE `chat_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text DEFAULT 'New Conversation' NOT NULL,
	`message_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_conversations_user_updated_idx` ON `chat_conversations` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `community_waitlist` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_waitlist_user_unique` ON `community_waitlist` (`user_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`business_name` text,
	`specialty` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`trulink_waitlist` integer DEFAULT false NOT NULL,
	`page` text DEFAULT 'contact-us' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `csv_import_batches` (
	`id` text PRIMARY KEY NOT NULL,
	`created_by` text,
	`file_name` text NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `csv_import_batches_created_idx` ON `csv_import_batches` (`created_at`);--> statement-breakpoint
CREATE TABLE `csv_import_rows` (
	`id` text PRIMARY KEY NOT NULL,
	`batch_id` text NOT NULL,
	`row_number` integer NOT NULL,
	`data` text NOT NULL,
	`errors` text DEFAULT '[]' NOT NULL,
	`status` text NOT NULL,
	`duplicate_of` text,
	`provider_id` text,
	`message` text,
	FOREIGN KEY (`batch_id`) REFERENCES `csv_import_batches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`duplicate_of`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `csv_import_rows_batch_row_unique` ON `csv_import_rows` (`batch_id`,`row_number`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`kind` text NOT NULL,
	`sent_at` integer,
	`error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `extraction_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`created_by` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`processed` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `extraction_jobs_created_idx` ON `extraction_jobs` (`created_at`);--> statement-breakpoint
CREATE TABLE `extraction_results` (
	`id` text PRIMARY KEY NOT NULL,
	`target_id` text NOT NULL,
	`job_id` text NOT NULL,
	`source_url` text NOT NULL,
	`profile` text NOT NULL,
	`confidence_score` integer NOT NULL,
	`review_status` text DEFAULT 'pending' NOT NULL,
	`provider_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`target_id`) REFERENCES `extraction_targets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `extraction_jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extraction_results_target_unique` ON `extraction_results` (`target_id`);--> statement-breakpoint
CREATE INDEX `extraction_results_job_idx` ON `extraction_results` (`job_id`);--> statement-breakpoint
CREATE TABLE `extraction_targets` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`url` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `extraction_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extraction_targets_job_url_unique` ON `extraction_targets` (`job_id`,`url`);--> statement-breakpoint
CREATE INDEX `extraction_targets_status_idx` ON `extraction_targets` (`job_id`,`status`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_user_provider_unique` ON `favorites` (`user_id`,`provider_id`);--> statement-breakpoint
CREATE INDEX `favorites_provider_idx` ON `favorites` (`provider_id`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`email` text,
	`phone` text,
	`provider_type` text,
	`practice_name` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`specialty` text,
	`services` text DEFAULT '[]' NOT NULL,
	`bio` text,
	`notes` text,
	`website` text,
	`status` text DEFAULT 'new' NOT NULL,
	`source` text NOT NULL,
	`provider_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `leads_created_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_source_idx` ON `leads` (`source`);--> statement-breakpoint
CREATE TABLE `media_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`key` text NOT NULL,
	`purpose` text NOT NULL,
	`max_bytes` integer NOT NULL,
	`content_type` text,
	`size_bytes` integer,
	`expires_at` integer NOT NULL,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_uploads_key_unique` ON `media_uploads` (`key`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `photo_import_items` (
	`id` text PRIMARY KEY NOT NULL,
	`created_by` text,
	`existing_provider_id` text,
	`website` text,
	`scraped_data` text,
	`photos` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`message` text,
	`provider_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`existing_provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `photo_import_items_status_idx` ON `photo_import_items` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `provider_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`kind` text NOT NULL,
	`r2_key` text,
	`url` text NOT NULL,
	`title` text,
	`size_bytes` integer,
	`width` integer,
	`height` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `provider_photos_provider_idx` ON `provider_photos` (`provider_id`,`kind`,`position`);--> statement-breakpoint
CREATE TABLE `provider_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`question` text NOT NULL,
	`answer` text,
	`answered_at` integer,
	`answered_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`answered_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `provider_questions_provider_idx` ON `provider_questions` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `provider_questions_user_idx` ON `provider_questions` (`user_id`);--> statement-breakpoint
CREATE TABLE `providers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`title` text,
	`type` text DEFAULT 'provider' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`city` text,
	`state` text,
	`zip_code` text,
	`rating` real DEFAULT 4.5 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT true NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`image` text,
	`specialties` text DEFAULT '[]' NOT NULL,
	`bio` text,
	`experience` text,
	`years_experience` integer,
	`education` text DEFAULT '[]' NOT NULL,
	`certifications` text DEFAULT '[]' NOT NULL,
	`board_certifications` text DEFAULT '[]' NOT NULL,
	`credentials` text,
	`pricing` text DEFAULT '{}' NOT NULL,
	`website` text,
	`social_media` text DEFAULT '{}' NOT NULL,
	`practice_name` text,
	`practice_address` text,
	`practice_phone` text,
	`practice_email` text,
	`consultation_fee` text,
	`services_offered` text DEFAULT '[]' NOT NULL,
	`link_in_bio_username` text,
	`featured_rank` integer,
	`source` text DEFAULT 'admin' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `providers_type_idx` ON `providers` (`type`,`rating`);--> statement-breakpoint
CREATE INDEX `providers_rating_idx` ON `providers` (`rating`,`review_count`);--> statement-breakpoint
CREATE INDEX `providers_review_count_idx` ON `providers` (`review_count`);--> statement-breakpoint
CREATE INDEX `providers_name_idx` ON `providers` (`name`);--> statement-breakpoint
CREATE INDEX `providers_status_idx` ON `providers` (`is_verified`,`is_featured`);--> statement-breakpoint
CREATE INDEX `providers_featured_idx` ON `providers` (`featured_rank`,`is_featured`,`rating`);--> statement-breakpoint
CREATE INDEX `providers_location_idx` ON `providers` (`location`);--> statement-breakpoint
CREATE INDEX `providers_created_at_idx` ON `providers` (`created_at`);--> statement-breakpoint
CREATE INDEX `providers_name_location_idx` ON `providers` (`name`,`location`);--> statement-breakpoint
CREATE UNIQUE INDEX `providers_link_in_bio_username_unique` ON `providers` (`link_in_bio_username`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text,
	`content` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_provider_unique` ON `reviews` (`user_id`,`provider_id`);--> statement-breakpoint
CREATE INDEX `reviews_provider_created_idx` ON `reviews` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`user_agent` text,
	`ip` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`email_verified_at` integer,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`username` text NOT NULL,
	`avatar_url` text,
	`role` text DEFAULT 'patient' NOT NULL,
	`referral_sources` text DEFAULT '[]' NOT NULL,
	`provider_id` text,
	`is_demo` integer DEFAULT false NOT NULL,
	`group_terms_accepted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_provider_idx` ON `users` (`provider_id`);--> statement-breakpoint
CREATE TABLE `verification_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `verification_tokens_hash_unique` ON `verification_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `verification_tokens_user_idx` ON `verification_tokens` (`user_id`,`purpose`);