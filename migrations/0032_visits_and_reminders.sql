-- Issue 47 items 4 and 5 (decision 069). Written by hand like 0014-0031; app/db/schema.ts declares the
-- same tables and column. `appointments` stays the calendar Durable Object's alone (decision 060):
-- what other writers record about an appointment lives in tables of its own.
--
-- The reminder 24 hours before, one row per appointment, start time and recipient: the Queue
-- consumer claims a row (`claimed_at`, a lease that a delivery which died gives up), sends, then
-- stamps `sent_at`, so retries and overlapping cron runs send each reminder once. A rescheduled
-- appointment has a new start time and so gets its own reminder.
CREATE TABLE `appointment_reminders` (
	`appointment_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`recipient` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`sent_at` integer,
	PRIMARY KEY(`appointment_id`, `starts_at`, `recipient`),
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- The patient's own word that they went, about the start time it names: a visit the calendar moves
-- afterwards is not confirmed any more. "Verified patient" needs this and the practice's "attended".
CREATE TABLE `visit_confirmations` (
	`appointment_id` text PRIMARY KEY NOT NULL,
	`patient_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`confirmed_at` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `visit_confirmations_patient_idx` ON `visit_confirmations` (`patient_id`);--> statement-breakpoint
-- The reminder's due scan and the home page's count of recent bookings.
CREATE INDEX `appointments_starts_idx` ON `appointments` (`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_created_idx` ON `appointments` (`created_at`);
