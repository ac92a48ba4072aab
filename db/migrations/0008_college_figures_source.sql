ALTER TABLE "colleges" ADD COLUMN "figures_as_of" date;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "figures_source_url" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;