-- Opening hours were stored as given (any keys, any values). Keep only known days ('0' Sunday … '6')
-- whose opens and closes are HH:MM, state hours past midnight explicitly (closesNextDay, decision 0049), and
-- clear a week with nothing valid left.
UPDATE "organisations" SET "opening_hours" = NULL WHERE jsonb_typeof("opening_hours") IS DISTINCT FROM 'object';
--> statement-breakpoint
UPDATE "organisations" AS "o" SET "opening_hours" = (
  SELECT jsonb_object_agg(
    "entry"."day",
    jsonb_build_object('opens', "entry"."hours" ->> 'opens', 'closes', "entry"."hours" ->> 'closes')
      || CASE WHEN ("entry"."hours" ->> 'closes') <= ("entry"."hours" ->> 'opens') THEN '{"closesNextDay": true}'::jsonb ELSE '{}'::jsonb END
  )
  FROM jsonb_each("o"."opening_hours") AS "entry"("day", "hours")
  WHERE "entry"."day" IN ('0', '1', '2', '3', '4', '5', '6')
    AND jsonb_typeof("entry"."hours") = 'object'
    AND ("entry"."hours" ->> 'opens') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
    AND ("entry"."hours" ->> 'closes') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
)
WHERE "o"."opening_hours" IS NOT NULL;
