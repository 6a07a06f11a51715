CREATE SEQUENCE "public"."visa_letter_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "case_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"from_value" text,
	"to_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_kind_check" CHECK ("case_events"."kind" in ('state', 'manager', 'doctor', 'file', 'link'))
);
--> statement-breakpoint
CREATE TABLE "case_file_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"file_id" integer,
	"user_id" integer,
	"by_patient" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"kind" text DEFAULT 'report' NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"wrapped_key" text NOT NULL,
	"scan" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "case_files_kind_check" CHECK ("case_files"."kind" in ('report', 'passport')),
	CONSTRAINT "case_files_scan_check" CHECK ("case_files"."scan" in ('clean', 'unscanned'))
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_messages_kind_check" CHECK ("case_messages"."kind" in ('to_patient', 'from_patient', 'note'))
);
--> statement-breakpoint
CREATE TABLE "case_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"message_id" integer,
	"sealed_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_notices_kind_check" CHECK ("case_notices"."kind" in ('link', 'code', 'message', 'plan', 'letter')),
	CONSTRAINT "case_notices_status_check" CHECK ("case_notices"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "case_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"valid_until" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "case_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_tasks_kind_check" CHECK ("case_tasks"."kind" in ('pickup', 'form_c'))
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"locale" text NOT NULL,
	"country" text,
	"details" text NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"manager_id" integer,
	"doctor_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"first_answered_at" timestamp with time zone,
	"plan_sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"missing" text,
	"passports" text,
	"arrival_at" timestamp with time zone,
	"arrival" text,
	"link_version" integer DEFAULT 1 NOT NULL,
	"patient_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "cases_state_check" CHECK ("cases"."state" in ('new', 'records_incomplete', 'under_review', 'plan_sent', 'accepted', 'letter_issued', 'travel_booked', 'arrived', 'closed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" char(3) PRIMARY KEY NOT NULL,
	"inr_per_unit" numeric(14, 4) NOT NULL,
	"rate_date" date NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_document_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_document_deletions_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "price_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_inr" integer NOT NULL,
	"sessions" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_items_kind_check" CHECK ("price_items"."kind" in ('session', 'consultation', 'package')),
	CONSTRAINT "price_items_price_check" CHECK ("price_items"."price_inr" >= 0)
);
--> statement-breakpoint
CREATE TABLE "visa_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"case_id" integer,
	"body" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text,
	CONSTRAINT "visa_letters_serial_unique" UNIQUE("serial"),
	CONSTRAINT "visa_letters_revoked_check" CHECK (("visa_letters"."revoked_at" is null) = ("visa_letters"."revoke_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "case_codes" ADD CONSTRAINT "case_codes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_file_views" ADD CONSTRAINT "case_file_views_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_file_views" ADD CONSTRAINT "case_file_views_file_id_case_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."case_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_file_views" ADD CONSTRAINT "case_file_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_files" ADD CONSTRAINT "case_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notices" ADD CONSTRAINT "case_notices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notices" ADD CONSTRAINT "case_notices_message_id_case_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."case_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_plans" ADD CONSTRAINT "case_plans_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_plans" ADD CONSTRAINT "case_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_letters" ADD CONSTRAINT "visa_letters_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_letters" ADD CONSTRAINT "visa_letters_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_letters" ADD CONSTRAINT "visa_letters_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_codes_case_idx" ON "case_codes" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "case_file_views_case_idx" ON "case_file_views" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "case_file_views_file_idx" ON "case_file_views" USING btree ("file_id") WHERE "case_file_views"."file_id" is not null;--> statement-breakpoint
CREATE INDEX "case_files_case_idx" ON "case_files" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_notices_dedupe_idx" ON "case_notices" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "case_notices_due_idx" ON "case_notices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "case_notices_case_idx" ON "case_notices" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_notices_message_idx" ON "case_notices" USING btree ("message_id") WHERE "case_notices"."message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "case_plans_version_idx" ON "case_plans" USING btree ("case_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "case_tasks_kind_idx" ON "case_tasks" USING btree ("case_id","kind");--> statement-breakpoint
CREATE INDEX "case_tasks_due_idx" ON "case_tasks" USING btree ("due_at") WHERE "case_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "cases_state_idx" ON "cases" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "cases_submitted_idx" ON "cases" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "cases_finished_idx" ON "cases" USING btree ("finished_at") WHERE "cases"."finished_at" is not null;--> statement-breakpoint
CREATE INDEX "health_document_deletions_due_idx" ON "health_document_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "visa_letters_case_idx" ON "visa_letters" USING btree ("case_id") WHERE "visa_letters"."case_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'editor', 'doctor'));--> statement-breakpoint
-- The letters register is never edited (issue 48 item 5): a row may only be revoked once, with a
-- reason; have its contents wiped (its case deleted under retention); or lose its case (the
-- foreign key's SET NULL). Anything else, and any deletion, is refused here, whatever the code.
CREATE FUNCTION visa_letters_register_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the visa letters register cannot be deleted from (revoke the letter instead)' USING ERRCODE = 'P0001';
  END IF;
  IF NEW.id <> OLD.id OR NEW.serial <> OLD.serial OR NEW.issued_at <> OLD.issued_at
     OR NEW.issued_by IS DISTINCT FROM OLD.issued_by AND NEW.issued_by IS NOT NULL
     OR NEW.case_id IS DISTINCT FROM OLD.case_id AND NEW.case_id IS NOT NULL
     OR NEW.body IS DISTINCT FROM OLD.body AND NEW.body IS NOT NULL
     OR OLD.revoked_at IS NOT NULL AND (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.revoke_reason IS DISTINCT FROM OLD.revoke_reason
       OR NEW.revoked_by IS DISTINCT FROM OLD.revoked_by AND NEW.revoked_by IS NOT NULL) THEN
    RAISE EXCEPTION 'a visa letter cannot be edited, only revoked with a reason' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER visa_letters_register_guard BEFORE UPDATE OR DELETE ON visa_letters
  FOR EACH ROW EXECUTE FUNCTION visa_letters_register_guard();
