-- Issue 45: the retention clean-up's cascades found each deleted inquiry's mail by reading the whole
-- outbox (650 of a 500-lead batch's 820 ms on PGlite at 200,000 leads); deleting an audit row or a
-- staff member did the same. Partial: most mail has one of the three and not the others.
CREATE INDEX "mail_outbox_inquiry_idx" ON "mail_outbox" USING btree ("inquiry_id") WHERE "mail_outbox"."inquiry_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_audit_idx" ON "mail_outbox" USING btree ("audit_id") WHERE "mail_outbox"."audit_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id") WHERE "mail_outbox"."user_id" is not null;