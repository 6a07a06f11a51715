ALTER TABLE "inquiry_day_counts" ADD COLUMN "answered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_day_counts" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The Reports page (issue 44 item 5, docs/decisions/074): the rollups also count leads per
-- campaign, UTM source, UTM medium and referring host, and per key how many leads were answered
-- (first_contacted_at set) and are booked now. Tags are kept as typed (trimmed), as the inbox
-- and the export show them. Same triggers, same append-only rows (docs/decisions/043).
CREATE FUNCTION inquiry_report_keys(
  source text, interest text, country text, language text, page_path text, status text,
  utm_campaign text, utm_source text, utm_medium text, referrer_host text)
RETURNS TABLE (dimension text, key text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT d.dimension, coalesce(d.key, '') FROM (VALUES
    ('form', source),
    ('therapy', nullif(trim(interest), '')),
    ('country', initcap(nullif(trim(country), ''))),
    ('language', language),
    ('page', page_path),
    ('status', status),
    ('campaign', nullif(trim(utm_campaign), '')),
    ('utm_source', nullif(trim(utm_source), '')),
    ('medium', nullif(trim(utm_medium), '')),
    ('referrer', nullif(trim(referrer_host), ''))
  ) AS d(dimension, key)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inquiry_rollups_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_day_counts (dimension, day, key, n, answered, booked)
  SELECT k.dimension, india_day(ch.created_at), k.key, count(*)::integer,
    count(*) FILTER (WHERE ch.first_contacted_at IS NOT NULL)::integer,
    count(*) FILTER (WHERE ch.status = 'booked')::integer
  FROM new_rows AS ch,
    LATERAL inquiry_report_keys(ch.source, ch.interest, ch.country, ch.language, ch.page_path, ch.status,
      ch.utm_campaign, ch.utm_source, ch.utm_medium, ch.referrer_host) AS k
  GROUP BY 1, 2, 3;
  INSERT INTO inquiry_week_waits (week, minutes, n)
  SELECT india_week(ch.created_at), inquiry_wait_bucket(ch.first_contacted_at - ch.created_at), count(*)::integer
  FROM new_rows AS ch WHERE ch.first_contacted_at IS NOT NULL
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inquiry_rollups_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_day_counts (dimension, day, key, n, answered, booked)
  SELECT k.dimension, india_day(ch.created_at), k.key, -count(*)::integer,
    -count(*) FILTER (WHERE ch.first_contacted_at IS NOT NULL)::integer,
    -count(*) FILTER (WHERE ch.status = 'booked')::integer
  FROM old_rows AS ch,
    LATERAL inquiry_report_keys(ch.source, ch.interest, ch.country, ch.language, ch.page_path, ch.status,
      ch.utm_campaign, ch.utm_source, ch.utm_medium, ch.referrer_host) AS k
  GROUP BY 1, 2, 3;
  INSERT INTO inquiry_week_waits (week, minutes, n)
  SELECT india_week(ch.created_at), inquiry_wait_bucket(ch.first_contacted_at - ch.created_at), -count(*)::integer
  FROM old_rows AS ch WHERE ch.first_contacted_at IS NOT NULL
  GROUP BY 1, 2;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A first answer or a booking changes a lead's answered or booked in every key it counts in,
-- though none of its keys moved: such a key is written when any of its three sums changed.
CREATE OR REPLACE FUNCTION inquiry_rollups_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inquiry_day_counts (dimension, day, key, n, answered, booked)
  SELECT k.dimension, india_day(ch.created_at), k.key, sum(ch.sign)::integer,
    coalesce(sum(ch.sign) FILTER (WHERE ch.first_contacted_at IS NOT NULL), 0)::integer,
    coalesce(sum(ch.sign) FILTER (WHERE ch.status = 'booked'), 0)::integer
  FROM (SELECT -1 AS sign, o.* FROM old_rows AS o UNION ALL SELECT 1, n.* FROM new_rows AS n) AS ch,
    LATERAL inquiry_report_keys(ch.source, ch.interest, ch.country, ch.language, ch.page_path, ch.status,
      ch.utm_campaign, ch.utm_source, ch.utm_medium, ch.referrer_host) AS k
  GROUP BY 1, 2, 3
  HAVING sum(ch.sign) <> 0
    OR coalesce(sum(ch.sign) FILTER (WHERE ch.first_contacted_at IS NOT NULL), 0) <> 0
    OR coalesce(sum(ch.sign) FILTER (WHERE ch.status = 'booked'), 0) <> 0;
  INSERT INTO inquiry_week_waits (week, minutes, n)
  SELECT india_week(ch.created_at), inquiry_wait_bucket(ch.first_contacted_at - ch.created_at), sum(ch.sign)::integer
  FROM (SELECT -1 AS sign, o.* FROM old_rows AS o UNION ALL SELECT 1, n.* FROM new_rows AS n) AS ch
  WHERE ch.first_contacted_at IS NOT NULL
  GROUP BY 1, 2 HAVING sum(ch.sign) <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION inquiry_rollup_keys(text, text, text, text, text, text);
--> statement-breakpoint
-- The day counts rebuilt from the leads, with the new keys and columns (the waits are unchanged).
TRUNCATE inquiry_day_counts;
--> statement-breakpoint
INSERT INTO inquiry_day_counts (dimension, day, key, n, answered, booked)
SELECT k.dimension, india_day(i.created_at), k.key, count(*)::integer,
  count(*) FILTER (WHERE i.first_contacted_at IS NOT NULL)::integer,
  count(*) FILTER (WHERE i.status = 'booked')::integer
FROM inquiries AS i,
  LATERAL inquiry_report_keys(i.source, i.interest, i.country, i.language, i.page_path, i.status,
    i.utm_campaign, i.utm_source, i.utm_medium, i.referrer_host) AS k
GROUP BY 1, 2, 3;
