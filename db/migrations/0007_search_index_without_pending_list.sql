DROP INDEX "search_entries_vector_en";--> statement-breakpoint
DROP INDEX "search_entries_vector_de";--> statement-breakpoint
DROP INDEX "search_terms_trigram";--> statement-breakpoint
CREATE INDEX "search_entries_vector_en" ON "search_entries" USING gin ("search_vector") WITH (fastupdate=false) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_vector_de" ON "search_entries" USING gin ("search_vector") WITH (fastupdate=false) WHERE locale = 'de';--> statement-breakpoint
CREATE INDEX "search_terms_trigram" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);