CREATE TABLE "published_fees" (
	"id" integer PRIMARY KEY NOT NULL,
	"college" text NOT NULL,
	"institution_code" text,
	"course" text NOT NULL,
	"fee_per_year" integer NOT NULL,
	"seats" integer,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cutoff_institutes" DROP CONSTRAINT "cutoff_institutes_counselling_check";--> statement-breakpoint
ALTER TABLE "published_fees" ADD CONSTRAINT "published_fees_institution_code_institutions_code_fk" FOREIGN KEY ("institution_code") REFERENCES "public"."institutions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_fees_institution_idx" ON "published_fees" USING btree ("institution_code");--> statement-breakpoint
ALTER TABLE "cutoff_institutes" ADD CONSTRAINT "cutoff_institutes_counselling_check" CHECK ("cutoff_institutes"."counselling" in ('josaa', 'mcc', 'mhtcet', 'kcet', 'comedk', 'keam', 'wbjee', 'wbjee-jee-main', 'acpc', 'ojee'));