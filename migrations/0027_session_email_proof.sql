-- Issue 43, decision 053. Written by hand like 0014-0022; app/db/schema.ts declares the same column.
-- When a session proved the account's mailbox (an e-mailed sign-in code, the verify link, the
-- e-mailed confirmation of /two-factor/setup): an account's first second factor needs such a proof
-- from the last 15 minutes. Existing sessions have none.
ALTER TABLE `sessions` ADD `email_proven_at` integer;
