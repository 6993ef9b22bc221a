CREATE INDEX "invoices_number_pattern_idx" ON "invoices" USING btree ("invoice_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "invoices_agency_total_idx" ON "invoices" USING btree ("agency_id","total");