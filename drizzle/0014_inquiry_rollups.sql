CREATE TABLE "inquiry_day_counts" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_week_waits" (
	"week" date NOT NULL,
	"minutes" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "inquiry_day_counts_dimension_day_idx" ON "inquiry_day_counts" USING btree ("dimension","day","key");--> statement-breakpoint
CREATE INDEX "inquiry_week_waits_week_idx" ON "inquiry_week_waits" USING btree ("week","minutes");
--> statement-breakpoint
-- The dashboard's lead figures, kept by statement triggers on inquiries (docs/decisions/043).
-- Each statement's changed rows are aggregated once (a bulk insert of 200,000 leads is one
-- GROUP BY, not 200,000 upserts), and only the keys whose count changed are appended: no
-- writer waits on another's counter row (an upsert made 40 concurrent inserts 4.6 times
-- slower on PostgreSQL). compactRollups (app/server/repos/lead-reports.server.ts) folds the
-- appended rows hourly.
CREATE FUNCTION india_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'UTC' + interval '330 minutes')::date
$$;
--> statement-breakpoint
-- Monday of that India day's week (date_trunc would go through the session's time zone).
CREATE FUNCTION india_week(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d - (extract(isodow FROM d)::integer - 1) FROM (SELECT india_day(at) AS d) AS x
$$;
--> statement-breakpoint
-- One row per breakdown a lead counts in. The keys are the dashboard's groups: a country typed
-- as "india " or "INDIA" is "India"; no therapy, country or page is "".
CREATE FUNCTION inquiry_rollup_keys(source text, interest text, country text, language text, page_path text, status text)
RETURNS TABLE (dimension text, key text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d.dimension, coalesce(d.key, '') FROM (VALUES
    ('form', source),
    ('therapy', nullif(trim(interest), '')),
    ('country', initcap(nullif(trim(country), ''))),
    ('language', language),
    ('page', page_path),
    ('status', status)
  ) AS d(dimension, key)
$$;
--> statement-breakpoint
-- A wait's histogram bucket, its lower bound in minutes: to the minute under an hour, five
-- minutes under 12 hours, a quarter of an hour under 2 days, the hour under 14 days, then the
-- day (a week holds at most a few hundred buckets however many leads it had). Mirrored by
-- waitBucketWidth in app/lib/reports.ts.
CREATE FUNCTION inquiry_wait_bucket(waited interval) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN m < 60 THEN m
    WHEN m < 720 THEN m - m % 5
    WHEN m < 2880 THEN m - m % 15
    WHEN m < 20160 THEN m - m % 60
    ELSE m - m % 1440
  END
  FROM (SELECT greatest(0, floor(extract(epoch FROM waited) / 60))::integer AS m) AS w
$$;
--> statement-breakpoint
-- Static SQL, one function per kind of statement, so PL/pgSQL keeps each plan: the same
-- statements built as text and EXECUTEd cost 1.6 ms more per insert on PGlite, 0.2-0.4 ms this way.
CREATE FUNCTION inquiry_rollups_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_day_counts (dimension, day, key, n)
  SELECT k.dimension, india_day(ch.created_at), k.key, count(*)::integer
  FROM new_rows AS ch,
    LATERAL inquiry_rollup_keys(ch.source, ch.interest, ch.country, ch.language, ch.page_path, ch.status) AS k
  GROUP BY 1, 2, 3;
  INSERT INTO inquiry_week_waits (week, minutes, n)
  SELECT india_week(ch.created_at), inquiry_wait_bucket(ch.first_contacted_at - ch.created_at), count(*)::integer
  FROM new_rows AS ch WHERE ch.first_contacted_at IS NOT NULL
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_rollups_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_day_counts (dimension, day, key, n)
  SELECT k.dimension, india_day(ch.created_at), k.key, -count(*)::integer
  FROM old_rows AS ch,
    LATERAL inquiry_rollup_keys(ch.source, ch.interest, ch.country, ch.language, ch.page_path, ch.status) AS k
  GROUP BY 1, 2, 3;
  INSERT INTO inquiry_week_waits (week, minutes, n)
  SELECT india_week(ch.created_at), inquiry_wait_bucket(ch.first_contacted_at - ch.created_at), -count(*)::integer
  FROM old_rows AS ch WHERE ch.first_contacted_at IS NOT NULL
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update moves a lead out of its old keys and into its new ones; keys it stays in sum to
-- nothing and are not written (a new follow-up date writes no row).
CREATE FUNCTION inquiry_rollups_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_day_counts (dimension, day, key, n)
  SELECT k.dimension, india_day(ch.created_at), k.key, sum(ch.sign)::integer
  FROM (SELECT -1 AS sign, o.* FROM old_rows AS o UNION ALL SELECT 1, n.* FROM new_rows AS n) AS ch,
    LATERAL inquiry_rollup_keys(ch.source, ch.interest, ch.country, ch.language, ch.page_path, ch.status) AS k
  GROUP BY 1, 2, 3 HAVING sum(ch.sign) <> 0;
  INSERT INTO inquiry_week_waits (week, minutes, n)
  SELECT india_week(ch.created_at), inquiry_wait_bucket(ch.first_contacted_at - ch.created_at), sum(ch.sign)::integer
  FROM (SELECT -1 AS sign, o.* FROM old_rows AS o UNION ALL SELECT 1, n.* FROM new_rows AS n) AS ch
  WHERE ch.first_contacted_at IS NOT NULL
  GROUP BY 1, 2 HAVING sum(ch.sign) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION inquiry_rollups_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE inquiry_day_counts, inquiry_week_waits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_rollups_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_rollups_on_insert();
--> statement-breakpoint
CREATE TRIGGER inquiries_rollups_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_rollups_on_update();
--> statement-breakpoint
CREATE TRIGGER inquiries_rollups_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_rollups_on_delete();
--> statement-breakpoint
CREATE TRIGGER inquiries_rollups_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION inquiry_rollups_clear();
--> statement-breakpoint
-- The leads already stored, counted once.
INSERT INTO inquiry_day_counts (dimension, day, key, n)
SELECT k.dimension, india_day(i.created_at), k.key, count(*)::integer
FROM inquiries AS i, LATERAL inquiry_rollup_keys(i.source, i.interest, i.country, i.language, i.page_path, i.status) AS k
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO inquiry_week_waits (week, minutes, n)
SELECT india_week(created_at), inquiry_wait_bucket(first_contacted_at - created_at), count(*)::integer
FROM inquiries WHERE first_contacted_at IS NOT NULL
GROUP BY 1, 2;
