CREATE TYPE "public"."vitals_connection" AS ENUM('slow-2g', '2g', '3g', '4g');--> statement-breakpoint
CREATE TYPE "public"."vitals_device" AS ENUM('mobile', 'tablet', 'desktop');--> statement-breakpoint
CREATE TYPE "public"."vitals_navigation" AS ENUM('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation');--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"day" date DEFAULT (now() at time zone 'UTC')::date NOT NULL,
	"route" text NOT NULL,
	"locale" "locale" NOT NULL,
	"device" "vitals_device" NOT NULL,
	"navigation" "vitals_navigation" NOT NULL,
	"connection" "vitals_connection",
	"lcp_ms" integer,
	"inp_ms" integer,
	"cls" double precision,
	"fcp_ms" integer,
	"ttfb_ms" integer
);
--> statement-breakpoint
CREATE INDEX "web_vitals_day" ON "web_vitals" USING btree ("day");