CREATE TABLE "institution_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_code" text NOT NULL,
	"name" text NOT NULL,
	"job_title" text NOT NULL,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"letter" "bytea",
	"status" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_claims_status_check" CHECK ("institution_claims"."status" in ('awaiting-email', 'awaiting-editor', 'link-sent', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "institution_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_code" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"facts" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" uuid,
	"submitted_by_email" text NOT NULL,
	"previous" jsonb,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_updates_status_check" CHECK ("institution_updates"."status" in ('pending', 'published', 'rejected')),
	CONSTRAINT "institution_updates_kind_check" CHECK ("institution_updates"."kind" in ('contacts', 'programme'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "institution_code" text;--> statement-breakpoint
CREATE INDEX "institution_claims_status_idx" ON "institution_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "institution_claims_institution_idx" ON "institution_claims" USING btree ("institution_code");--> statement-breakpoint
CREATE INDEX "institution_claims_token_idx" ON "institution_claims" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "institution_updates_shown_idx" ON "institution_updates" USING btree ("institution_code","status","kind","subject");--> statement-breakpoint
CREATE INDEX "institution_updates_status_idx" ON "institution_updates" USING btree ("status","created_at");