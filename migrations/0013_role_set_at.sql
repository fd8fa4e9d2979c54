-- Issue 33 finding 3: a role an admin sets wins over the company-domain rule, which decides only
-- while no role was ever set (spec 002 §6). Written by hand like 0007-0012 (drizzle-kit's
-- snapshot chain stops at 0005); app/db/schema.ts declares the same column.
ALTER TABLE `users` ADD `role_set_at` integer;
