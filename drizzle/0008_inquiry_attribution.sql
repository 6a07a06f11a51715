ALTER TABLE "inquiries" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_device_check" CHECK ("inquiries"."device" in ('phone', 'tablet', 'desktop'));