ALTER TABLE "scholarships" ALTER COLUMN "provider" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "scholarships" ALTER COLUMN "international_eligible" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ALTER COLUMN "amount" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "scholarships" ALTER COLUMN "type" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "scholarships" ALTER COLUMN "level" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "scholarships" ALTER COLUMN "awards" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "amount_rupees" integer;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "expected_close_on" date;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "expected_basis_on" date;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "source_status" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "levels" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "genders" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "income_cap_rupees" integer;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "cities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "streams" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "eligibility" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "documents" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "origin" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD CONSTRAINT "scholarships_origin_check" CHECK ("scholarships"."origin" in ('staff', 'imported'));