-- The inbox's trigram indexes take each new inquiry straight into the index (docs/decisions/057).
-- With GIN's default fast update, new entries wait in a pending list of up to 4 MB that every
-- search reads through in full until a VACUUM merges it: 11 ms of each search at 200,000
-- inquiries on PGlite, against 1 ms without. The schema's snapshot says the same as a rebuild
-- WITH (fastupdate=false) would; altering in place keeps the migration quick on a large table.
ALTER INDEX "inquiries_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "inquiries_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "inquiries_phone_digits_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('inquiries_name_trgm_idx'::regclass), gin_clean_pending_list('inquiries_email_trgm_idx'::regclass), gin_clean_pending_list('inquiries_phone_digits_trgm_idx'::regclass);
