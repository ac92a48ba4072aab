ALTER TABLE "institutions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "address_source" text;