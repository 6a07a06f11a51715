CREATE TABLE "content_seeds" (
	"type" text NOT NULL,
	"key" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_seeds_type_key_locale_pk" PRIMARY KEY("type","key","locale")
);
--> statement-breakpoint
-- An installation seeded before this table (the four tables were filled together while therapies
-- was empty; the doctors while none had a revision) is marked "*": its next start records that
-- type's seeds as stored, so nothing it already has, or had and deleted, is stored again.
INSERT INTO "content_seeds" ("type", "key")
SELECT "entity", '*' FROM unnest(ARRAY['therapy', 'testimonial', 'video', 'gallery_image']) AS "entity"
WHERE EXISTS (SELECT 1 FROM "therapies") OR EXISTS (SELECT 1 FROM "testimonials")
   OR EXISTS (SELECT 1 FROM "video_embeds") OR EXISTS (SELECT 1 FROM "gallery_images")
   OR EXISTS (SELECT 1 FROM "document_revisions" WHERE "type" LIKE 'record:%');
--> statement-breakpoint
INSERT INTO "content_seeds" ("type", "key")
SELECT 'doctor', '*' WHERE EXISTS (SELECT 1 FROM "document_revisions" WHERE "type" = 'doctor');
