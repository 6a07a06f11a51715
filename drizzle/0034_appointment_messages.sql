CREATE TABLE "appointment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"for_starts_at" timestamp with time zone NOT NULL,
	"minutes_before" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_notices_event_check" CHECK ("appointment_notices"."event" in ('confirmation', 'reminder', 'change', 'cancellation')),
	CONSTRAINT "appointment_notices_channel_check" CHECK ("appointment_notices"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "appointment_notices_status_check" CHECK ("appointment_notices"."status" in ('pending', 'sent', 'delivered', 'read', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "reminder_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"channel" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"text_version" text NOT NULL,
	"form" text NOT NULL,
	"phone_key" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_via" text,
	CONSTRAINT "reminder_consents_channel_check" CHECK ("reminder_consents"."channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_via" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_by" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "appointment_notices" ADD CONSTRAINT "appointment_notices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_consents" ADD CONSTRAINT "reminder_consents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_notices_dedupe_idx" ON "appointment_notices" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "appointment_notices_due_idx" ON "appointment_notices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "appointment_notices_appointment_idx" ON "appointment_notices" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_notices_provider_idx" ON "appointment_notices" USING btree ("provider_id") WHERE "appointment_notices"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_consents_appointment_channel_idx" ON "reminder_consents" USING btree ("appointment_id","channel");--> statement-breakpoint
CREATE INDEX "reminder_consents_phone_idx" ON "reminder_consents" USING btree ("phone_key") WHERE "reminder_consents"."phone_key" is not null and "reminder_consents"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_inquiry_idx" ON "appointments" USING btree ("inquiry_id") WHERE "appointments"."inquiry_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_ends_at_idx" ON "appointments" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "appointments_starts_at_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_direct_booked_idx" ON "appointments" USING btree (coalesce("booked_at", "created_at")) WHERE "appointments"."inquiry_id" is null;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series") WHERE "appointments"."series" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointment_booked_via_check" CHECK ("appointments"."booked_via" in ('site', 'front_desk'));