-- Issue 47, booking (decision 060). Written by hand like 0014-0022; app/db/schema.ts declares the
-- same tables and columns. Slots are never stored: they are computed from these rows
-- (app/booking/slots.ts). The practice's calendar Durable Object (workers/booking-calendar.ts)
-- decides every booking and writes `appointments` here for lists and dashboards.
CREATE TABLE `booking_settings` (
	`provider_id` text PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`min_notice_hours` integer DEFAULT 24 NOT NULL,
	`window_days` integer DEFAULT 60 NOT NULL,
	`change_limit_hours` integer DEFAULT 24 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `appointment_types` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`name` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`fee_cents` integer,
	`price_note` text,
	`mode` text NOT NULL,
	`video_link` text,
	`instant` integer DEFAULT false NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `appointment_types_provider_idx` ON `appointment_types` (`provider_id`);--> statement-breakpoint
-- Weekly hours of one type, in the practice's zone: ISO weekday (1 = Monday), minutes after midnight.
CREATE TABLE `opening_hours` (
	`id` text PRIMARY KEY NOT NULL,
	`type_id` text NOT NULL,
	`weekday` integer NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	FOREIGN KEY (`type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `opening_hours_type_idx` ON `opening_hours` (`type_id`);--> statement-breakpoint
-- One date of the practice: closed (one row, no minutes) or open only at special hours (a row per span).
CREATE TABLE `availability_exceptions` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`date` text NOT NULL,
	`closed` integer DEFAULT false NOT NULL,
	`start_minute` integer,
	`end_minute` integer,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `availability_exceptions_provider_idx` ON `availability_exceptions` (`provider_id`,`date`);--> statement-breakpoint
-- The calendar's decisions, mirrored: `revision` orders the mirror's writes (an older one never
-- overwrites a newer); `sequence` is the iCalendar SEQUENCE (bumped by each reschedule and the
-- cancellation); `history` lists the earlier times of a rescheduled appointment.
CREATE TABLE `appointments` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`type_id` text,
	`patient_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`status` text NOT NULL,
	`history` text DEFAULT '[]' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`patient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `appointments_provider_idx` ON `appointments` (`provider_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `appointments_patient_idx` ON `appointments` (`patient_id`,`starts_at`);
