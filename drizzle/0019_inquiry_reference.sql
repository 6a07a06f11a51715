ALTER TABLE "inquiries" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_reference_idx" ON "inquiries" USING btree ("reference");