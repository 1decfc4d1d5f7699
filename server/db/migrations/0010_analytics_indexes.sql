CREATE INDEX "quote_decisions_decided_at_idx" ON "quote_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "quote_decisions_accepted_configuration_idx" ON "quote_decisions" USING btree ("configuration_id") WHERE "quote_decisions"."decision" = 'accepted';--> statement-breakpoint
CREATE INDEX "quote_shares_created_at_idx" ON "quote_shares" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_shares_first_viewed_at_idx" ON "quote_shares" USING btree ("first_viewed_at");