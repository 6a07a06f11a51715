ALTER TABLE "appointments" ADD COLUMN "patient" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "moved_at" timestamp with time zone;