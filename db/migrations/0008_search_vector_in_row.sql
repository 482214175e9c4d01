-- Each entry's search vector stays in its row, the body goes out of it: ranking reads every matching
-- entry's vector, and fetched from TOAST (about 5 KB, three chunks through an index) it was most of a
-- search's time. Rows up to a page (toast_tuple_target) keep the vector in line; the body, read only
-- for the ten snippets of a page, is moved out first and kept uncompressed (EXTERNAL). PostgreSQL
-- still compresses or moves a vector too large for a page. Drizzle's schema cannot say storage, so
-- db/schema.ts points here. The update writes the existing rows again in the new layout (the stored
-- vectors are recomputed; OLD and NEW are equal, so no content notification is sent).
ALTER TABLE "search_entries" SET (toast_tuple_target = 8160);--> statement-breakpoint
ALTER TABLE "search_entries" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "search_entries" ALTER COLUMN "body" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "search_entries" SET "body" = "body";
