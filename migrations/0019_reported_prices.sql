-- Issue 36 item 1, what patients paid (decision 046). A review keeps its provider's US state as a
-- postal code (`provider_state`, NULL when the listing's state is not a US state or DC/PR), kept by
-- triggers: on a new review, and on every change of a provider's state. The reports the price
-- figures read (visible reviews with an amount in USD) sit in two partial indexes, by procedure
-- and amount and by procedure, state and amount, so every count and every percentile is read from
-- an index in order: no review row, no sort, no join. The indexes end with `status` and `currency`
-- only so that they cover the queries, which repeat the indexes' condition (SQLite would otherwise
-- read each row to check it). Written by hand like 0014-0016;
-- app/db/schema.ts declares the same column and indexes (views and triggers live only here).
CREATE VIEW `us_state_codes` (`word`, `code`) AS VALUES
  ('alabama','AL'),('al','AL'),('alaska','AK'),('ak','AK'),('arizona','AZ'),('az','AZ'),
  ('arkansas','AR'),('ar','AR'),('california','CA'),('ca','CA'),('colorado','CO'),('co','CO'),
  ('connecticut','CT'),('ct','CT'),('delaware','DE'),('de','DE'),('district of columbia','DC'),('dc','DC'),
  ('florida','FL'),('fl','FL'),('georgia','GA'),('ga','GA'),('hawaii','HI'),('hi','HI'),
  ('idaho','ID'),('id','ID'),('illinois','IL'),('il','IL'),('indiana','IN'),('in','IN'),
  ('iowa','IA'),('ia','IA'),('kansas','KS'),('ks','KS'),('kentucky','KY'),('ky','KY'),
  ('louisiana','LA'),('la','LA'),('maine','ME'),('me','ME'),('maryland','MD'),('md','MD'),
  ('massachusetts','MA'),('ma','MA'),('michigan','MI'),('mi','MI'),('minnesota','MN'),('mn','MN'),
  ('mississippi','MS'),('ms','MS'),('missouri','MO'),('mo','MO'),('montana','MT'),('mt','MT'),
  ('nebraska','NE'),('ne','NE'),('nevada','NV'),('nv','NV'),('new hampshire','NH'),('nh','NH'),
  ('new jersey','NJ'),('nj','NJ'),('new mexico','NM'),('nm','NM'),('new york','NY'),('ny','NY'),
  ('north carolina','NC'),('nc','NC'),('north dakota','ND'),('nd','ND'),('ohio','OH'),('oh','OH'),
  ('oklahoma','OK'),('ok','OK'),('oregon','OR'),('or','OR'),('pennsylvania','PA'),('pa','PA'),
  ('puerto rico','PR'),('pr','PR'),('rhode island','RI'),('ri','RI'),('south carolina','SC'),('sc','SC'),
  ('south dakota','SD'),('sd','SD'),('tennessee','TN'),('tn','TN'),('texas','TX'),('tx','TX'),
  ('utah','UT'),('ut','UT'),('vermont','VT'),('vt','VT'),('virginia','VA'),('va','VA'),
  ('washington','WA'),('wa','WA'),('west virginia','WV'),('wv','WV'),('wisconsin','WI'),('wi','WI'),
  ('wyoming','WY'),('wy','WY');--> statement-breakpoint
ALTER TABLE `reviews` ADD `provider_state` text;--> statement-breakpoint
UPDATE `reviews` SET `provider_state` = (
  SELECT s.`code` FROM `providers` p JOIN `us_state_codes` s ON s.`word` = lower(trim(p.`state`)) WHERE p.`id` = `reviews`.`provider_id`
);--> statement-breakpoint
CREATE TRIGGER `reviews_provider_state_ai` AFTER INSERT ON `reviews` BEGIN
  UPDATE `reviews` SET `provider_state` = (
    SELECT s.`code` FROM `providers` p JOIN `us_state_codes` s ON s.`word` = lower(trim(p.`state`)) WHERE p.`id` = new.`provider_id`
  ) WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `providers_state_reviews_au` AFTER UPDATE OF `state` ON `providers` BEGIN
  UPDATE `reviews` SET `provider_state` = (SELECT `code` FROM `us_state_codes` WHERE `word` = lower(trim(new.`state`)))
  WHERE `provider_id` = new.`id`;
END;--> statement-breakpoint
CREATE INDEX `reviews_reported_price_idx` ON `reviews` (`procedure`,`amount_paid`,`status`,`currency`) WHERE status = 'visible' AND amount_paid IS NOT NULL AND currency = 'USD';--> statement-breakpoint
CREATE INDEX `reviews_reported_price_state_idx` ON `reviews` (`procedure`,`provider_state`,`amount_paid`,`status`,`currency`) WHERE status = 'visible' AND amount_paid IS NOT NULL AND currency = 'USD';
