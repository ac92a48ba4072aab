CREATE TABLE "institution_facet_counts" (
	"scope" text NOT NULL,
	"state_slug" text,
	"state" text,
	"district_slug" text,
	"district" text,
	"kind" text NOT NULL,
	"management_group" text,
	"levels" text[] NOT NULL,
	"disciplines" text[] NOT NULL,
	"ranked" boolean NOT NULL,
	"institutions" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "institution_facet_counts_place_idx" ON "institution_facet_counts" USING btree ("scope","state_slug","district_slug");--> statement-breakpoint
CREATE INDEX "institutions_state_name_idx" ON "institutions" USING btree ("state_slug","name");--> statement-breakpoint
-- The counts of a catalogue loaded before this migration (later loads rebuild them: refreshDirectoryCounts).
INSERT INTO "institution_facet_counts" ("scope", "state_slug", "state", "district_slug", "district", "kind", "management_group", "levels", "disciplines", "ranked", "institutions")
SELECT 'country', NULL, NULL, NULL, NULL, "kind", "management_group", "levels", "disciplines", "nirf_rank" IS NOT NULL, count(*)::int
FROM "institutions" GROUP BY "kind", "management_group", "levels", "disciplines", "nirf_rank" IS NOT NULL;--> statement-breakpoint
INSERT INTO "institution_facet_counts" ("scope", "state_slug", "state", "district_slug", "district", "kind", "management_group", "levels", "disciplines", "ranked", "institutions")
SELECT 'state', "state_slug", min("state"), NULL, NULL, "kind", "management_group", "levels", "disciplines", "nirf_rank" IS NOT NULL, count(*)::int
FROM "institutions" GROUP BY "state_slug", "kind", "management_group", "levels", "disciplines", "nirf_rank" IS NOT NULL;--> statement-breakpoint
INSERT INTO "institution_facet_counts" ("scope", "state_slug", "state", "district_slug", "district", "kind", "management_group", "levels", "disciplines", "ranked", "institutions")
SELECT 'district', "state_slug", min("state"), "district_slug", min("district"), "kind", "management_group", "levels", "disciplines", "nirf_rank" IS NOT NULL, count(*)::int
FROM "institutions" WHERE "district_slug" IS NOT NULL
GROUP BY "state_slug", "district_slug", "kind", "management_group", "levels", "disciplines", "nirf_rank" IS NOT NULL;
