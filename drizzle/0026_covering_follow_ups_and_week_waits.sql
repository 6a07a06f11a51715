-- Issue 45: two reads of the dashboard and the call list become index-only (INCLUDE, written by
-- hand as in 0024: drizzle-kit cannot say it; the snapshot names the same key columns).
-- Follow-ups due: the leads with a date lie one to a heap page, so counting them and finding the
-- call list's first 101 read ~1,230 pages at 200,000 leads (4-30 ms on PostgreSQL); from this
-- index, which holds the list's order and the status and assignee they are filtered by, none.
DROP INDEX "inquiries_follow_up_idx";--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_idx" ON "inquiries" USING btree ("follow_up_on","id") INCLUDE ("status","assigned_to") WHERE "inquiries"."follow_up_on" is not null;--> statement-breakpoint
-- First contact per week: the twelve weeks' ~4,100 buckets were 662 heap pages.
DROP INDEX "inquiry_week_waits_week_idx";--> statement-breakpoint
CREATE INDEX "inquiry_week_waits_week_idx" ON "inquiry_week_waits" USING btree ("week","minutes") INCLUDE ("n");
