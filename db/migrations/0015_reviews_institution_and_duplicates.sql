ALTER TABLE "reviews" ADD COLUMN "institution_code" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "similar_review_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "similarity" real;--> statement-breakpoint
-- Reviews written before the link existed are matched once, by name (docs/decisions/029): first a staff-run
-- college page of that name linked to an institution, then an institution whose name no other one shares.
UPDATE "reviews" r SET "institution_code" = c."institution_code"
FROM "colleges" c
WHERE r."institution_code" IS NULL AND c."institution_code" IS NOT NULL
  AND lower(c."name") = lower(r."college_name");--> statement-breakpoint
UPDATE "reviews" r SET "institution_code" = m."code"
FROM (
  SELECT lower("name") AS "name", min("code") AS "code" FROM "institutions" GROUP BY lower("name") HAVING count(*) = 1
) m
WHERE r."institution_code" IS NULL AND m."name" = lower(r."college_name");--> statement-breakpoint
-- One review per person per course: of earlier duplicates only one is kept, an approved one first, then the latest.
DELETE FROM "reviews" WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY lower("email"), coalesce("institution_code", lower("college_name")), lower("course_name")
      ORDER BY ("status" = 'approved') DESC, "created_at" DESC
    ) AS "n" FROM "reviews"
  ) ranked WHERE "n" > 1
);--> statement-breakpoint
CREATE INDEX "reviews_institution_status_idx" ON "reviews" USING btree ("institution_code","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_person_course_idx" ON "reviews" USING btree (lower("email"),coalesce("institution_code", lower("college_name")),lower("course_name"));
