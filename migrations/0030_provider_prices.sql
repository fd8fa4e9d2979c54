-- Issue 48 item 3, prices in one unit per procedure (decision 065). Every practice price that names a
-- catalogue procedure and a unit that procedure accepts is kept in `provider_prices`, converted to
-- the procedure's canonical unit (app/procedures/price-units.ts), so the budget filter and the sort
-- by price read an index (procedure, amount) instead of parsing every listing's text. Triggers keep
-- it from `providers.pricing` on every insert and price edit, whoever writes (imports, the practice's
-- editor, the seed, the factories). The two views hold price-units.ts' data and the catalogue's match
-- texts (tested equal to them). A listed price is read as: the procedure whose match text its service
-- name contains (the first in catalogue order, as findProcedureByName), the unit word its text names
-- (none or exactly one of UNIT_WORDS; two, such as "per area (20 units)", is ambiguous and left out),
-- and the first dollar amount in it (the low end of a range). Written by hand; app/db/schema.ts
-- declares the table and its index (views and triggers live only here).
CREATE VIEW `procedure_matches` (`procedure`, `match`, `ord`) AS VALUES
  ('rhinoplasty','rhinoplasty',1),('breast-augmentation','breast augmentation',2),('liposuction','liposuction',3),
  ('facelift','facelift',4),('tummy-tuck','tummy tuck',5),('brazilian-butt-lift','brazilian butt lift',6),
  ('mommy-makeover','mommy makeover',7),('breast-reduction','breast reduction',8),('botox','botox',9),
  ('dermal-fillers','dermal fillers',10),('coolsculpting','coolsculpting',11),('chemical-peels','chemical peel',12),
  ('laser-hair-removal','laser hair removal',13),('microneedling','microneedling',14),('ipl-photofacial','ipl',15),
  ('thread-lift','thread lift',16),('nutrition-counseling','nutrition',17),('wellness-coaching','wellness coaching',18),
  ('post-surgery-recovery','recovery',19);--> statement-breakpoint
CREATE VIEW `procedure_price_units` (`procedure`, `unit`, `factor`) AS VALUES
  ('rhinoplasty','',1),('rhinoplasty','procedure',1),('breast-augmentation','',1),('breast-augmentation','procedure',1),
  ('liposuction','area',1),('facelift','',1),('facelift','procedure',1),('tummy-tuck','',1),('tummy-tuck','procedure',1),
  ('brazilian-butt-lift','',1),('brazilian-butt-lift','procedure',1),('mommy-makeover','',1),('mommy-makeover','procedure',1),
  ('breast-reduction','',1),('breast-reduction','procedure',1),('botox','area',1),('botox','unit',20),
  ('dermal-fillers','syringe',1),('coolsculpting','',1),('coolsculpting','treatment',1),
  ('chemical-peels','session',1),('chemical-peels','treatment',1),('laser-hair-removal','session',1),('laser-hair-removal','treatment',1),
  ('microneedling','session',1),('microneedling','treatment',1),('ipl-photofacial','session',1),('ipl-photofacial','treatment',1),
  ('thread-lift','',1),('thread-lift','procedure',1),('nutrition-counseling','session',1),('nutrition-counseling','treatment',1),
  ('wellness-coaching','session',1),('wellness-coaching','treatment',1),('post-surgery-recovery','night',1);--> statement-breakpoint
CREATE VIEW `provider_listed_prices` (`provider_id`, `service`, `listed`, `procedure`, `unit`, `amount`) AS
SELECT p.`id`, j.`key`, j.`value`,
  (SELECT m.`procedure` FROM `procedure_matches` m WHERE instr(lower(j.`key`), m.`match`) > 0 ORDER BY m.`ord` LIMIT 1),
  CASE (instr(lower(j.`value`), 'unit') > 0) + (instr(lower(j.`value`), 'area') > 0) + (instr(lower(j.`value`), 'syringe') > 0)
     + (instr(lower(j.`value`), 'session') > 0) + (instr(lower(j.`value`), 'night') > 0) + (instr(lower(j.`value`), 'treatment') > 0)
     + (instr(lower(j.`value`), 'procedure') > 0)
    WHEN 0 THEN ''
    WHEN 1 THEN CASE
      WHEN instr(lower(j.`value`), 'unit') > 0 THEN 'unit' WHEN instr(lower(j.`value`), 'area') > 0 THEN 'area'
      WHEN instr(lower(j.`value`), 'syringe') > 0 THEN 'syringe' WHEN instr(lower(j.`value`), 'session') > 0 THEN 'session'
      WHEN instr(lower(j.`value`), 'night') > 0 THEN 'night' WHEN instr(lower(j.`value`), 'treatment') > 0 THEN 'treatment'
      ELSE 'procedure' END
  END,
  CAST(substr(replace(j.`value`, ',', ''), instr(replace(j.`value`, ',', ''), '$') + 1) AS REAL)
FROM `providers` p, json_each(CASE WHEN json_valid(p.`pricing`) AND json_type(p.`pricing`) = 'object' THEN p.`pricing` ELSE '{}' END) j
WHERE j.`type` = 'text' AND instr(j.`value`, '$') > 0;--> statement-breakpoint
CREATE TABLE `provider_prices` (
	`procedure` text NOT NULL,
	`provider_id` text NOT NULL,
	`amount` real NOT NULL,
	`listed` text NOT NULL,
	`unit` text NOT NULL,
	PRIMARY KEY(`procedure`, `provider_id`),
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `provider_prices_amount_idx` ON `provider_prices` (`procedure`,`amount`,`provider_id`);--> statement-breakpoint
CREATE INDEX `provider_prices_provider_idx` ON `provider_prices` (`provider_id`);--> statement-breakpoint
INSERT INTO `provider_prices` (`procedure`, `provider_id`, `amount`, `listed`, `unit`)
  SELECT v.`procedure`, v.`provider_id`, min(v.`amount` * u.`factor`), v.`listed`, v.`unit`
  FROM `provider_listed_prices` v JOIN `procedure_price_units` u ON u.`procedure` = v.`procedure` AND u.`unit` = v.`unit`
  WHERE v.`amount` > 0 GROUP BY v.`provider_id`, v.`procedure`;--> statement-breakpoint
CREATE TRIGGER `provider_prices_ai` AFTER INSERT ON `providers` BEGIN
  INSERT INTO `provider_prices` (`procedure`, `provider_id`, `amount`, `listed`, `unit`)
    SELECT v.`procedure`, v.`provider_id`, min(v.`amount` * u.`factor`), v.`listed`, v.`unit`
    FROM `provider_listed_prices` v JOIN `procedure_price_units` u ON u.`procedure` = v.`procedure` AND u.`unit` = v.`unit`
    WHERE v.`provider_id` = new.`id` AND v.`amount` > 0 GROUP BY v.`procedure`;
END;--> statement-breakpoint
CREATE TRIGGER `provider_prices_au` AFTER UPDATE OF `pricing` ON `providers` BEGIN
  DELETE FROM `provider_prices` WHERE `provider_id` = new.`id`;
  INSERT INTO `provider_prices` (`procedure`, `provider_id`, `amount`, `listed`, `unit`)
    SELECT v.`procedure`, v.`provider_id`, min(v.`amount` * u.`factor`), v.`listed`, v.`unit`
    FROM `provider_listed_prices` v JOIN `procedure_price_units` u ON u.`procedure` = v.`procedure` AND u.`unit` = v.`unit`
    WHERE v.`provider_id` = new.`id` AND v.`amount` > 0 GROUP BY v.`procedure`;
END;--> statement-breakpoint
CREATE TRIGGER `provider_prices_ad` AFTER DELETE ON `providers` BEGIN
  DELETE FROM `provider_prices` WHERE `provider_id` = old.`id`;
END;
