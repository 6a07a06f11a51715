CREATE TABLE "booking_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"doctor_slug" text,
	"capacity" integer DEFAULT 1 NOT NULL,
	"hours" jsonb NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_resource_kind_check" CHECK ("booking_resources"."kind" in ('equipment', 'room', 'practitioner')),
	CONSTRAINT "booking_resource_capacity_check" CHECK ("booking_resources"."capacity" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"therapy_id" integer,
	"mode" text DEFAULT 'in_person' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"step_minutes" integer DEFAULT 30 NOT NULL,
	"resource_id" integer,
	"practitioner_id" integer,
	"book_notice_hours" integer DEFAULT 12 NOT NULL,
	"cancel_notice_hours" integer DEFAULT 24 NOT NULL,
	"reschedule_notice_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_service_mode_check" CHECK ("booking_services"."mode" in ('in_person', 'video')),
	CONSTRAINT "booking_service_duration_check" CHECK ("booking_services"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_therapy_id_therapies_id_fk" FOREIGN KEY ("therapy_id") REFERENCES "public"."therapies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_resource_id_booking_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."booking_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_practitioner_id_booking_resources_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."booking_resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_services_resource_idx" ON "booking_services" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "booking_services_practitioner_idx" ON "booking_services" USING btree ("practitioner_id");