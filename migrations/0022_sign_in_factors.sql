-- Issue 38, sign-in by one-time code and passkey, and a second factor. Written by hand like
-- 0014-0021; app/db/schema.ts declares the same tables and columns.
-- Sessions record their assurance level (aal1: one factor; aal2: a second factor or a passkey,
-- spec 001's auth types) and when a factor was last proven in them (destructive admin actions
-- ask again after 15 minutes). Existing sessions are aal1.
ALTER TABLE `sessions` ADD `aal` text DEFAULT 'aal1' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `factor_verified_at` integer;--> statement-breakpoint
-- E-mailed sign-in codes: only the SHA-256 of the code (salted with the row id) is stored; single
-- use, 10 minutes, 5 tries. One row per request; a newer code for the address retires older ones.
CREATE TABLE `sign_in_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);--> statement-breakpoint
CREATE INDEX `sign_in_codes_email_idx` ON `sign_in_codes` (`email`,`created_at`);--> statement-breakpoint
-- Passkeys (WebAuthn credentials): the credential id (base64url), its COSE public key
-- (base64url), the signature counter, transports, and the name the user gave it.
CREATE TABLE `passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`device_type` text,
	`backed_up` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `passkeys_user_idx` ON `passkeys` (`user_id`);--> statement-breakpoint
-- WebAuthn challenges, server-side so each is used once: registration and second-factor
-- challenges belong to a user; a sign-in challenge to the browser that asked (a random id in
-- a cookie). Deleted when used; expired ones are ignored and pruned.
CREATE TABLE `webauthn_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`purpose` text NOT NULL,
	`challenge` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- TOTP (RFC 6238) second factor: the secret, encrypted (AES-GCM, key derived from SESSION_SECRET);
-- confirmed once the user has entered a valid code; the last accepted time step, so a code is
-- never accepted twice.
CREATE TABLE `totp_factors` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`confirmed_at` integer,
	`last_step` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
-- Recovery codes for the second factor: SHA-256 only; each used once.
CREATE TABLE `recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `recovery_codes_user_idx` ON `recovery_codes` (`user_id`);
