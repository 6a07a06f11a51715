CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"size_bytes" bigint,
	"local_path" text,
	"remote_url" text,
	"remote_error" text,
	"counts" jsonb,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('backup', 'drill')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_dedupe_idx" ON "backup_runs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "backup_runs_due_idx" ON "backup_runs" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("kind","status","finished_at");