-- Issue 46 item 2, decision 063. Written by hand like 0014-0027; app/db/schema.ts declares the same.
-- One table for every one-time secret, with its kind. The rows of the old places move with their
-- hashes unchanged (SHA-256 for links and recovery codes, HMAC salted with the row id for codes: a
-- claim's code keeps the claim's id as its own, so codes sent before this still work). WebAuthn
-- challenges are not moved: they were stored readable, SQLite cannot hash them, and they live 5
-- minutes (a passkey prompt open during the deploy is asked again).
CREATE TABLE `one_time_secrets` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`user_id` text,
	`secret_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`consumed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE INDEX `one_time_secrets_target_idx` ON `one_time_secrets` (`kind`,`target`,`created_at`);
CREATE INDEX `one_time_secrets_hash_idx` ON `one_time_secrets` (`kind`,`secret_hash`);
CREATE INDEX `one_time_secrets_expires_idx` ON `one_time_secrets` (`expires_at`);

INSERT INTO `one_time_secrets` (`id`, `kind`, `target`, `user_id`, `secret_hash`, `attempts`, `expires_at`, `consumed_at`, `created_at`)
  SELECT `id`, `purpose`, `user_id`, `user_id`, `token_hash`, 0, `expires_at`, `used_at`, `created_at` FROM `verification_tokens`;
INSERT INTO `one_time_secrets` (`id`, `kind`, `target`, `user_id`, `secret_hash`, `attempts`, `expires_at`, `consumed_at`, `created_at`)
  SELECT `id`, 'sign_in_code', `email`, NULL, `code_hash`, `attempts`, `expires_at`, `used_at`, `created_at` FROM `sign_in_codes`;
INSERT INTO `one_time_secrets` (`id`, `kind`, `target`, `user_id`, `secret_hash`, `attempts`, `expires_at`, `consumed_at`, `created_at`)
  SELECT `id`, 'listing_claim', `id`, `user_id`, `code_hash`, `attempts`, `code_expires_at`,
    CASE WHEN `status` = 'pending' THEN NULL ELSE coalesce(`decided_at`, `created_at`) END, `created_at`
  FROM `listing_claims` WHERE `code_hash` IS NOT NULL;
INSERT INTO `one_time_secrets` (`id`, `kind`, `target`, `user_id`, `secret_hash`, `attempts`, `expires_at`, `consumed_at`, `created_at`)
  SELECT `id`, 'practice_invite', `id`, NULL, `token_hash`, 0, `expires_at`, `accepted_at`, `created_at` FROM `practice_invites`;
INSERT INTO `one_time_secrets` (`id`, `kind`, `target`, `user_id`, `secret_hash`, `attempts`, `expires_at`, `consumed_at`, `created_at`)
  SELECT `id`, 'recovery_code', `user_id`, `user_id`, `code_hash`, 0, NULL, `used_at`, `created_at` FROM `recovery_codes`;

DROP TABLE `verification_tokens`;
DROP TABLE `sign_in_codes`;
DROP TABLE `recovery_codes`;
DROP TABLE `webauthn_challenges`;
ALTER TABLE `listing_claims` DROP COLUMN `code_hash`;
ALTER TABLE `listing_claims` DROP COLUMN `code_expires_at`;
ALTER TABLE `listing_claims` DROP COLUMN `attempts`;
DROP INDEX `practice_invites_token_unique`;
ALTER TABLE `practice_invites` DROP COLUMN `token_hash`;
ALTER TABLE `practice_invites` DROP COLUMN `expires_at`;
