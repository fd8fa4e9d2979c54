-- Issue 43 finding 9: wrong e-mailed sign-in codes in a row per address (NIST SP 800-63B: at most
-- 100, then sign-in by code stays locked until the account signs in another way or resets its
-- password). Written by hand like 0007-0023; app/db/schema.ts declares the same table.
CREATE TABLE `sign_in_code_failures` (
	`email` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
