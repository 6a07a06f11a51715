ALTER TABLE "gallery_images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "original_bytes" integer;