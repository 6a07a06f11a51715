CREATE TABLE "document_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"version" integer NOT NULL,
	"schema_version" integer DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"author_id" integer,
	"author_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_revisions_status_check" CHECK ("document_revisions"."status" in ('draft', 'published', 'scheduled'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"type" text NOT NULL,
	"key" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"published_revision_id" integer,
	"published_data" jsonb,
	"published_at" timestamp with time zone,
	"scheduled_revision_id" integer,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_type_key_locale_pk" PRIMARY KEY("type","key","locale")
);
--> statement-breakpoint
ALTER TABLE "document_revisions" ADD CONSTRAINT "document_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_revisions_version_unique" ON "document_revisions" USING btree ("type","key","locale","version");--> statement-breakpoint
CREATE INDEX "documents_publish_at_idx" ON "documents" USING btree ("publish_at") WHERE "documents"."scheduled_revision_id" is not null;