-- Issue 45 (decision 079): the dashboard's rollup reads become index-only scans (INCLUDE, which
-- drizzle-kit cannot write, so this file is edited by hand; the snapshot names the same columns).
DROP INDEX "inquiry_day_counts_dimension_day_idx";--> statement-breakpoint
CREATE INDEX "inquiry_day_counts_dimension_day_idx" ON "inquiry_day_counts" USING btree ("dimension","day","key") INCLUDE ("n","answered","booked");--> statement-breakpoint
CREATE INDEX "inquiry_day_counts_dimension_key_idx" ON "inquiry_day_counts" USING btree ("dimension","key","day") INCLUDE ("n");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("status","sent_at");
