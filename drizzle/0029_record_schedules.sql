-- Issue 46 item 2 (docs/decisions/084): a therapy's, testimonial's, video's or gallery image's version
-- can be scheduled; the job that publishes them asks for the due ones every few seconds.
CREATE INDEX "document_revisions_scheduled_idx" ON "document_revisions" USING btree ("publish_at") WHERE "document_revisions"."status" = 'scheduled';