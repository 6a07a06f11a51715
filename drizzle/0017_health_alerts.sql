ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('inquiry', 'digest', 'security', 'alert'));