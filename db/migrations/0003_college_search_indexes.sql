CREATE INDEX "colleges_city_key_idx" ON "colleges" USING btree (regexp_replace(lower("city"), '[^a-z]', '', 'g'));--> statement-breakpoint
CREATE INDEX "colleges_state_key_idx" ON "colleges" USING btree (regexp_replace(lower("state"), '[^a-z]', '', 'g'));--> statement-breakpoint
CREATE INDEX "colleges_state_city_idx" ON "colleges" USING btree ("state","city");