CREATE TABLE "fake_universities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fake_universities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"place" text NOT NULL,
	"name_keys" text[] NOT NULL,
	"institution_code" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institution_facet_counts" ADD COLUMN "university_type" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "university_type" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "university_type_source" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "website_source" text;--> statement-breakpoint
ALTER TABLE "fake_universities" ADD CONSTRAINT "fake_universities_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fake_universities" ADD CONSTRAINT "fake_universities_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_university_type_check" CHECK ("institutions"."university_type" in ('central', 'state', 'deemed', 'private', 'national-importance'));--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_website_check" CHECK ("institutions"."website" ~ '^https?://');