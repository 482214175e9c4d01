DROP INDEX "search_entries_vector";--> statement-breakpoint
DROP INDEX "search_entries_locale";--> statement-breakpoint
CREATE INDEX "search_entries_vector_en" ON "search_entries" USING gin ("search_vector") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_vector_de" ON "search_entries" USING gin ("search_vector") WHERE locale = 'de';