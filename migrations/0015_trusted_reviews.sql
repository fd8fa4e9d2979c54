-- Issue 35, reviews patients can trust (items 1, 2, 4): a review's procedure, Worth It answer, amount
-- paid (whole units of `currency`), month of treatment, and its author's later dated updates (the
-- recovery diary); a provider's Worth It share kept beside its rating and review count. Written by
-- hand like 0007-0014; app/db/schema.ts declares the same tables and columns.
ALTER TABLE `reviews` ADD `procedure` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `worth_it` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `amount_paid` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `currency` text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `treatment_month` text;--> statement-breakpoint
ALTER TABLE `providers` ADD `worth_it_percent` integer;--> statement-breakpoint
ALTER TABLE `providers` ADD `worth_it_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE `review_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`review_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `review_updates_review_idx` ON `review_updates` (`review_id`,`created_at`);
