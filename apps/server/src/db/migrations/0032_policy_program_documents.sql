ALTER TABLE "policies" ADD COLUMN "renewal_offer_document_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "program_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_renewal_offer_document_id_documents_id_fk" FOREIGN KEY ("renewal_offer_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_program_id_agency_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."agency_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_revisions" ADD CONSTRAINT "policy_revisions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_revisions_kind_created_idx" ON "policy_revisions" USING btree ("kind","created_at");