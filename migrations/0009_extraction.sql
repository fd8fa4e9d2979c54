-- Hand-written (issue 13): messages the extraction consumer gave up on, recorded by the
-- dead-letter queue's consumer (one row per message id, so a redelivered dead letter adds none).
CREATE TABLE `extraction_dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `extraction_jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `extraction_dead_letters_job_idx` ON `extraction_dead_letters` (`job_id`);
