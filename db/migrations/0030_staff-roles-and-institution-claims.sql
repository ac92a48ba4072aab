CREATE TABLE "staff_links" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text,
	"admin_id" uuid,
	"institution_code" text,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_code" text NOT NULL,
	"name" text NOT NULL,
	"job_title" text NOT NULL,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"letter" "bytea",
	"status" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_claims_status_check" CHECK ("institution_claims"."status" in ('awaiting-editor', 'accepted', 'rejected'))
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
ALTER TABLE "admins" ADD COLUMN "name" text;--> statement-breakpoint
-- Accounts made before roles could do everything: they become admins.
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "institution_code" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_links" ADD CONSTRAINT "staff_links_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_links_email_idx" ON "staff_links" USING btree ("email","purpose");--> statement-breakpoint
CREATE INDEX "institution_claims_status_idx" ON "institution_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "institution_claims_institution_idx" ON "institution_claims" USING btree ("institution_code");--> statement-breakpoint
CREATE INDEX "institution_updates_shown_idx" ON "institution_updates" USING btree ("institution_code","status","kind","subject");--> statement-breakpoint
CREATE INDEX "institution_updates_status_idx" ON "institution_updates" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('admin', 'editor', 'counsellor', 'moderator', 'representative'));--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_institution_check" CHECK (("admins"."role" = 'representative') = ("admins"."institution_code" is not null));