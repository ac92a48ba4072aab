ALTER TABLE "reviews" ADD COLUMN "fee_tuition" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fee_hostel" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fee_year" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fee_quota" text;