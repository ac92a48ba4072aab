CREATE TABLE "data_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" text NOT NULL,
	"url" text NOT NULL,
	"compiled_by" text NOT NULL,
	"licence" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_programmes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_programmes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_code" text NOT NULL,
	"programme" text NOT NULL,
	"level" text NOT NULL,
	"course" text NOT NULL,
	"shift" text,
	"availability" text,
	"intake" integer,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"code" text PRIMARY KEY NOT NULL,
	"aishe_code" text,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"state_slug" text NOT NULL,
	"district" text,
	"district_slug" text,
	"city" text,
	"management" text,
	"management_group" text,
	"affiliating_university" text,
	"aicte_id" text,
	"women_only" boolean,
	"minority" boolean,
	"established" integer,
	"sources" text[] NOT NULL,
	"levels" text[] DEFAULT '{}' NOT NULL,
	"disciplines" text[] DEFAULT '{}' NOT NULL,
	"mbbs_seats" integer,
	"nirf_rank" integer,
	CONSTRAINT "institutions_aisheCode_unique" UNIQUE("aishe_code"),
	CONSTRAINT "institutions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "institutions_kind_check" CHECK ("institutions"."kind" in ('college', 'university', 'standalone', 'research'))
);
--> statement-breakpoint
CREATE TABLE "mbbs_seats" (
	"institution_code" text PRIMARY KEY NOT NULL,
	"year" text NOT NULL,
	"seats" integer NOT NULL,
	"management" text,
	"university" text,
	"established" integer,
	"name_as_published" text NOT NULL,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nirf_placements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nirf_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_code" text NOT NULL,
	"year" integer NOT NULL,
	"category" text NOT NULL,
	"academic_year" text NOT NULL,
	"programme_type" text NOT NULL,
	"first_year_intake" integer,
	"graduating_on_time" integer,
	"students_placed" integer,
	"median_salary" integer,
	"source_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rankings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rankings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_code" text NOT NULL,
	"framework" text NOT NULL,
	"year" integer NOT NULL,
	"category" text NOT NULL,
	"rank" integer NOT NULL,
	"score" double precision,
	"tlr" double precision,
	"rpc" double precision,
	"go" double precision,
	"oi" double precision,
	"perception" double precision,
	"ranking_id" text,
	"name_as_published" text NOT NULL,
	"city" text,
	"state" text,
	"source_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "institution_code" text;--> statement-breakpoint
ALTER TABLE "institution_programmes" ADD CONSTRAINT "institution_programmes_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_programmes" ADD CONSTRAINT "institution_programmes_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbbs_seats" ADD CONSTRAINT "mbbs_seats_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbbs_seats" ADD CONSTRAINT "mbbs_seats_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nirf_placements" ADD CONSTRAINT "nirf_placements_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nirf_placements" ADD CONSTRAINT "nirf_placements_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rankings" ADD CONSTRAINT "rankings_source_id_data_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."data_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_programmes_institution_idx" ON "institution_programmes" USING btree ("institution_code");--> statement-breakpoint
CREATE INDEX "institutions_place_name_idx" ON "institutions" USING btree ("state_slug","district_slug","name");--> statement-breakpoint
CREATE INDEX "institutions_name_idx" ON "institutions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "institutions_rank_idx" ON "institutions" USING btree ("nirf_rank","name");--> statement-breakpoint
CREATE INDEX "institutions_levels_idx" ON "institutions" USING gin ("levels");--> statement-breakpoint
CREATE INDEX "institutions_disciplines_idx" ON "institutions" USING gin ("disciplines");--> statement-breakpoint
CREATE INDEX "nirf_placements_institution_idx" ON "nirf_placements" USING btree ("institution_code");--> statement-breakpoint
CREATE INDEX "rankings_table_idx" ON "rankings" USING btree ("framework","category","year","rank");--> statement-breakpoint
CREATE INDEX "rankings_institution_idx" ON "rankings" USING btree ("institution_code","year");--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colleges_institution_idx" ON "colleges" USING btree ("institution_code");