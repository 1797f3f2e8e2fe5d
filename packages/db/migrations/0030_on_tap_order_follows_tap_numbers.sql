-- Decision 0143: a venue's pouring list reads its tap numbers in order. Lists dragged before it kept their old
-- numbers in a new order (public views read 1, 3, 4, 5, 2, 6); the numbers are what a bar's taps and its drinkers
-- go by, so each current pouring list is put back in tap-number order (taps without a number last, in the order
-- they had). Only positions change; the numbers and updated_at stay as they were.
UPDATE "on_tap_entries" AS e
SET "position" = o."place"
FROM (
  SELECT "id", (row_number() OVER (PARTITION BY "venue_id" ORDER BY "tap_number" NULLS LAST, "position", "since", "id") - 1)::int AS "place"
  FROM "on_tap_entries"
  WHERE "kicked_at" IS NULL AND "status" = 'pouring'
) AS o
WHERE e."id" = o."id" AND e."position" <> o."place";
