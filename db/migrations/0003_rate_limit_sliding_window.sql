-- Hand-written note: the fixed-window counters give way to a sliding window of hits (app/newsletter/rate-limit.server.ts).
-- Counts in flight are dropped with the old table: at most, a client starts afresh once, at the deployment.
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "newsletter_rate_limits" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key" ON "rate_limit_hits" USING btree ("key","expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_expires" ON "rate_limit_hits" USING btree ("expires_at");