CREATE TABLE "data_load_cutoffs" (
	"load_id" integer NOT NULL,
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
CREATE TABLE "data_load_seats" (
	"load_id" integer NOT NULL,
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
DROP INDEX "data_load_rows_load_idx";--> statement-breakpoint
ALTER TABLE "data_load_cutoffs" ADD CONSTRAINT "data_load_cutoffs_load_id_data_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."data_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_load_seats" ADD CONSTRAINT "data_load_seats_load_id_data_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."data_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_load_cutoffs_load_idx" ON "data_load_cutoffs" USING btree ("load_id","institute_id");--> statement-breakpoint
CREATE INDEX "data_load_seats_load_idx" ON "data_load_seats" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "data_load_rows_load_idx" ON "data_load_rows" USING btree ("load_id","institute");