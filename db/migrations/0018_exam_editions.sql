ALTER TABLE "exam_schedules" DROP CONSTRAINT "exam_schedules_examSlug_unique";--> statement-breakpoint
ALTER TABLE "exam_schedules" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "exam_schedules" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_schedules_edition_idx" ON "exam_schedules" USING btree ("exam_slug","edition");--> statement-breakpoint
-- Exams are addressed without a year (/exam/jee-main): the nine exams' first slugs lose theirs, and the
-- links staff wrote to the old addresses follow (the old addresses still answer with a redirect).
UPDATE "exam_schedules" SET "exam_slug" = regexp_replace("exam_slug", '^(jee-main|neet-ug|gate|cat|clat|upsc-cse|bitsat|xat|srmjeee)-2025$', '\1');--> statement-breakpoint
UPDATE "site_notifications" SET "href" = regexp_replace("href", '^/exam/(jee-main|neet-ug|gate|cat|clat|upsc-cse|bitsat|xat|srmjeee)-2025($|[/?#])', '/exam/\1\2');--> statement-breakpoint
UPDATE "admission_alerts" SET "href" = regexp_replace("href", '^/exam/(jee-main|neet-ug|gate|cat|clat|upsc-cse|bitsat|xat|srmjeee)-2025($|[/?#])', '/exam/\1\2');
