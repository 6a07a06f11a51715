ALTER TABLE "testimonials" ADD COLUMN "doctor_slug" text;--> statement-breakpoint
ALTER TABLE "video_embeds" ADD COLUMN "doctor_slug" text;--> statement-breakpoint
CREATE INDEX "testimonials_doctor_idx" ON "testimonials" USING btree ("doctor_slug") WHERE "testimonials"."doctor_slug" is not null;--> statement-breakpoint
CREATE INDEX "video_embeds_doctor_idx" ON "video_embeds" USING btree ("doctor_slug") WHERE "video_embeds"."doctor_slug" is not null;