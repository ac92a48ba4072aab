CREATE TABLE "cutoff_institutes" (
	"id" integer PRIMARY KEY NOT NULL,
	"counselling" text NOT NULL,
	"name" text NOT NULL,
	"names_as_published" text[] NOT NULL,
	"source_code" text,
	"institution_code" text,
	"institute_type" text,
	"state" text,
	"home_university" text,
	CONSTRAINT "cutoff_institutes_counselling_check" CHECK ("cutoff_institutes"."counselling" in ('josaa', 'mcc', 'mhtcet'))
);
--> statement-breakpoint
CREATE TABLE "cutoff_programmes" (
	"id" integer PRIMARY KEY NOT NULL,
	"counselling" text NOT NULL,
	"name_as_published" text NOT NULL,
	"branch" text NOT NULL,
	"degree" text,
	"duration_years" integer
);
--> statement-breakpoint
CREATE TABLE "cutoff_seats" (
	"id" integer PRIMARY KEY NOT NULL,
	"counselling" text NOT NULL,
	"institute_id" integer NOT NULL,
	"programme_id" integer NOT NULL,
	"institute_type" text,
	"state" text,
	"quota" text,
	"seat_type" text NOT NULL,
	"gender" text NOT NULL,
	"year" smallint NOT NULL,
	"round" smallint NOT NULL,
	"opening_rank" integer,
	"closing_rank" integer,
	"closing_percentile" double precision,
	"tightest_closing_rank" integer,
	"tightest_closing_percentile" double precision,
	"loosest_closing_rank" integer,
	"loosest_closing_percentile" double precision,
	"nirf_rank" integer
);
--> statement-breakpoint
CREATE TABLE "cutoffs" (
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
	"closing_percentile" double precision,
	CONSTRAINT "cutoffs_one_rank_list" CHECK (("cutoffs"."closing_rank" is null) <> ("cutoffs"."preparatory_closing_rank" is null))
);
--> statement-breakpoint
ALTER TABLE "cutoff_institutes" ADD CONSTRAINT "cutoff_institutes_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cutoff_institutes_institution_idx" ON "cutoff_institutes" USING btree ("institution_code");--> statement-breakpoint
CREATE INDEX "cutoff_seats_pool_idx" ON "cutoff_seats" USING btree ("counselling","seat_type","gender");--> statement-breakpoint
CREATE INDEX "cutoff_seats_institute_idx" ON "cutoff_seats" USING btree ("institute_id");--> statement-breakpoint
CREATE INDEX "cutoffs_pool_idx" ON "cutoffs" USING btree ("institute_id","seat_type","gender","programme_id","year");