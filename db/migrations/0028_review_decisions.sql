ALTER TABLE "reviews" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "decision_reason" text;