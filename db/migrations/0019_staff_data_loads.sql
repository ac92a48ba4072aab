CREATE TABLE "data_load_rows" (
	"load_id" integer NOT NULL,
	"institute" text NOT NULL,
	"institute_type" text NOT NULL,
	"source_code" text,
	"home_university" text,
	"programme" text NOT NULL,
	"quota" text,
	"seat_type" text NOT NULL,
	"gender" text NOT NULL,
	"preparatory" boolean NOT NULL,
	"round" smallint NOT NULL,
	"opening_rank" integer,
	"closing_rank" integer,
	"closing_percentile" double precision
);
--> statement-breakpoint
CREATE TABLE "data_loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dataset" text NOT NULL,
	"year" smallint NOT NULL,
	"rounds" smallint[] DEFAULT '{}' NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	"rolled_back_by" text,
	"rolled_back_at" timestamp with time zone,
	"preview" jsonb,
	"unmatched" jsonb,
	"picks" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "replaced_cutoffs" (
	"counselling" text NOT NULL,
	"institute_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"quota" text,
	"seat_type" text NOT NULL,
	"gender" text NOT NULL,
	"final" boolean NOT NULL,
	"opening_rank" integer,
	"closing_rank" integer,
	"preparatory_opening_rank" integer,
	"preparatory_closing_rank" integer,
	"closing_percentile" double precision
);
--> statement-breakpoint
ALTER TABLE "cutoffs" ADD COLUMN "load_id" integer;--> statement-breakpoint
ALTER TABLE "data_load_rows" ADD CONSTRAINT "data_load_rows_load_id_data_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."data_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_load_rows_load_idx" ON "data_load_rows" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_loads_one_staging" ON "data_loads" USING btree ("status") WHERE "data_loads"."status" = 'staging';--> statement-breakpoint
CREATE INDEX "data_loads_dataset_year_idx" ON "data_loads" USING btree ("dataset","year");--> statement-breakpoint
CREATE INDEX "replaced_cutoffs_year_idx" ON "replaced_cutoffs" USING btree ("counselling","year");