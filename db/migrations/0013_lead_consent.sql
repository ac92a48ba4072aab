CREATE TABLE "erased_leads" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "erased_leads_day_source_pk" PRIMARY KEY("day","source")
);
--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "lead_consents_purpose_check" CHECK ("lead_consents"."purpose" in ('brochure', 'call', 'share'))
);
--> statement-breakpoint
CREATE TABLE "lead_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "age_band" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "guardian_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_consents_purpose_idx" ON "lead_consents" USING btree ("lead_id","purpose","institution");--> statement-breakpoint
CREATE INDEX "lead_links_lead_idx" ON "lead_links" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_links_expires_idx" ON "lead_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_next_idx" ON "mail_outbox" USING btree ("next_attempt_at");--> statement-breakpoint
-- Enquiries made before consent was recorded asked for the brochure (or a call back) and agreed to nothing else.
INSERT INTO "lead_consents" ("lead_id", "purpose", "granted_at") SELECT "id", 'brochure', "created_at" FROM "leads";
