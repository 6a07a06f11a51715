-- Issue 46 item 4: a translation's revision keeps the English words it was made from, so the admin
-- can say which texts' English changed since. Null where unknown (English, and translations saved
-- before this): nothing is then taken to have changed.
ALTER TABLE "document_revisions" ADD COLUMN "source" jsonb;