-- The counts are rebuilt by the catalogue load that the new stream rules start (seed/catalogue.ts).
DELETE FROM "institution_facet_counts";--> statement-breakpoint
ALTER TABLE "institution_facet_counts" ADD COLUMN "streams" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_facet_counts" ADD COLUMN "courses" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "streams" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "courses" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "institutions_streams_idx" ON "institutions" USING gin ("streams");--> statement-breakpoint
CREATE INDEX "institutions_courses_idx" ON "institutions" USING gin ("courses");--> statement-breakpoint
ALTER TABLE "institution_facet_counts" DROP COLUMN "disciplines";