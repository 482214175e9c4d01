CREATE TYPE "public"."newsletter_status" AS ENUM('pending', 'forwarded', 'rejected');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"locale" "locale" NOT NULL,
	"consent_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "newsletter_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"forwarded_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "newsletter_rate_limits_expires" ON "newsletter_rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email" ON "newsletter_signups" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_signups_due" ON "newsletter_signups" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Hand-written: the installation's rate-limit salt, random and shared by every instance.
INSERT INTO "app_secrets" ("name", "value") VALUES ('rate_limit_salt', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
