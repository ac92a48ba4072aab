CREATE TABLE "scholarships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"provider" text NOT NULL,
	"international_eligible" boolean NOT NULL,
	"amount" text NOT NULL,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"awards" text NOT NULL,
	"official_url" text DEFAULT '' NOT NULL,
	"opens_on" date,
	"closes_on" date,
	"checked_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scholarships_slug_unique" UNIQUE("slug")
);
