ALTER TABLE "documents" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "active" boolean DEFAULT true NOT NULL;