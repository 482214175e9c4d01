CREATE TYPE "public"."delivery_status" AS ENUM('pending', 'forwarded', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."demo_topic" AS ENUM('demo', 'question', 'partnership');--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"role" text,
	"message" text,
	"topic" "demo_topic" NOT NULL,
	"locale" "locale" NOT NULL,
	"estimate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"forwarded_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_requests_idempotency_key" ON "demo_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_requests_public_id" ON "demo_requests" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "demo_requests_due" ON "demo_requests" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "demo_requests_created" ON "demo_requests" USING btree ("created_at");