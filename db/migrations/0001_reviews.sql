CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_name" text NOT NULL,
	"course_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"steps" jsonb NOT NULL,
	"reviewer_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"consent" boolean NOT NULL,
	"consent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_college_created_idx" ON "reviews" USING btree (lower("college_name"),"created_at");