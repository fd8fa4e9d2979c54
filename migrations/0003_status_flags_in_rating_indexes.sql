-- Counting a broad filter (rating >= 4 and Verified, a type and a status) reads only an index
-- when the status flags ride along; sorting by rating then review count still walks the same index.
DROP INDEX `providers_type_idx`;--> statement-breakpoint
DROP INDEX `providers_rating_idx`;--> statement-breakpoint
CREATE INDEX `providers_type_idx` ON `providers` (`type`,`rating`,`review_count`,`is_verified`,`is_featured`);--> statement-breakpoint
CREATE INDEX `providers_rating_idx` ON `providers` (`rating`,`review_count`,`is_verified`,`is_featured`);