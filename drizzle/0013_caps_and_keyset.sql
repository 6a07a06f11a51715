ALTER TABLE "testimonials" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "gallery_created_idx" ON "gallery_images" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "gallery_category_created_idx" ON "gallery_images" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "gallery_therapy_order_idx" ON "gallery_images" USING btree ("therapy_slug","sort_order","id") WHERE "gallery_images"."therapy_slug" is not null;--> statement-breakpoint
CREATE INDEX "testimonials_placement_order_idx" ON "testimonials" USING btree ("placement","sort_order","id");--> statement-breakpoint
CREATE INDEX "testimonials_active_created_idx" ON "testimonials" USING btree ("created_at","id") WHERE "testimonials"."is_active";--> statement-breakpoint
CREATE INDEX "testimonials_featured_idx" ON "testimonials" USING btree ("sort_order","id") WHERE "testimonials"."is_active" and "testimonials"."featured";--> statement-breakpoint
CREATE INDEX "therapies_order_idx" ON "therapies" USING btree ("sort_order","id");