-- Issue 35 item 3, the automatic holds: a fingerprint of a review's text (SHA-256 of the text
-- with case, whitespace and punctuation folded; null for texts too short to matter), indexed so the
-- duplicated-text rule finds another review with the same text in one probe. Written by hand like
-- 0007-0016; app/db/schema.ts declares the same column and index.
ALTER TABLE `reviews` ADD `content_fingerprint` text;--> statement-breakpoint
CREATE INDEX `reviews_content_fingerprint_idx` ON `reviews` (`content_fingerprint`);
