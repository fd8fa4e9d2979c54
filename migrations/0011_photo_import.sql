-- Issue 14: an import item remembers whether it creates or updates a provider, and the name of the
-- provider it updates, so that an item whose provider was deleted (existing_provider_id set null)
-- is still an update item ("Update: {name}"), approved without changes as spec 002 §4 says.
ALTER TABLE `photo_import_items` ADD `mode` text DEFAULT 'create' NOT NULL;--> statement-breakpoint
ALTER TABLE `photo_import_items` ADD `existing_provider_name` text;
