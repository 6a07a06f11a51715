-- pg_trgm backs the inbox's substring search (docs/decisions/033). PGlite loads it from
-- @electric-sql/pglite/contrib/pg_trgm (client.server.ts); Debian ships it in postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "inquiries_created_idx";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "inquiries_created_id_idx" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_source_created_idx" ON "inquiries" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_language_created_idx" ON "inquiries" USING btree ("language","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_name_trgm_idx" ON "inquiries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_email_trgm_idx" ON "inquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_phone_digits_trgm_idx" ON "inquiries" USING gin ("phone_digits" gin_trgm_ops);