import type { FastifyInstance } from 'fastify';
import type { CertificatesDeps } from './certificates.context.ts';
import { addAdditionalInsuredRoute } from './routes/add-additional-insured.route.ts';
import { certificateDocumentRoute } from './routes/certificate-document.route.ts';
import { deleteAdditionalInsuredRoute } from './routes/delete-additional-insured.route.ts';
import { emailCertificateRoute } from './routes/email-certificate.route.ts';
import { listAdditionalInsuredsRoute } from './routes/list-additional-insureds.route.ts';
import { requestCertificateRoute } from './routes/request-certificate.route.ts';
import { updateAdditionalInsuredRoute } from './routes/update-additional-insured.route.ts';

/**
 * Certificates of insurance and additional insureds (spec 3 §2 "Certificate of insurance" and
 * "Add Additional Insured Coverage", §3, §5, §7, §8). The tables (`policy_additional_insureds`,
 * `policy_certificates`) are this module's alone; the policy is read only through the policies
 * module's `requirePolicy` (the caller's policy or a 404), its quote's terms through the quotes
 * module's `quoteDocumentFacts`, its carriers through `carriersWriting` (organisations) and its
 * insured's address through `findVisibleAccount` (accounts).
 *
 * Who:
 * - additional insureds are read by whoever reads the policy (`policy:view`), in any status;
 * - they are added, changed and removed by provider staff acting as the provider with
 *   policy:manage, or by the agency that placed the policy (quote:manage) — the rule that
 *   services policies (decision 046) — while the policy is in cover; a policyholder, carrier or
 *   anyone else is refused (403);
 * - a certificate is asked for (downloaded or e-mailed) by the insured's side: provider staff,
 *   the agency, the policyholder. Carriers and reinsurers (who read a policy by its paper),
 *   clusters and aggregators (over their member agencies) and MSSPs read the policy but do not
 *   hand out evidence of its cover: 403.
 *
 * When: only a policy in cover has certificates and editable additional insureds
 * (`CERTIFIABLE_STATUSES`: ISSUED, IN FORCE, CANCEL REQUESTED, CANCEL PENDING); a binder or an
 * ended policy is a 409.
 *
 * Addresses follow the policy's region (`certificateRegion`: a UK product or a policy in pounds
 * is a UK one): the routes check the bodies' shape, and the services, once the policy is loaded,
 * its region's rules (`withPolicyRules`) — a US policy's a state and a ZIP code, with the same
 * 400 as ever; a UK policy's an optional county and a postcode by the shared UK rule. The
 * certificate prints a UK holder's town, county and postcode on lines of their own, and its
 * dates and money in the region's format.
 *
 * A certificate is recorded when it is made, with what it prints (ACORD 25-like: producer,
 * insured, insurers, coverage with limits, holder and whether it is an additional insured,
 * description of operations, the cancellation clause), so its PDF (`GET …/certificate/{id}`)
 * reads the same whenever it is downloaded. The e-mailed certificate goes through the outbox in
 * the transaction that makes it, with the certificate in its text: the outbox sends no
 * attachments. Every write is audited.
 */
export async function certificatesModule(app: FastifyInstance) {
  const { db, clock, messenger, config } = app.ctx;
  const deps: CertificatesDeps = { db, clock, messenger, config };
  listAdditionalInsuredsRoute(app, deps);
  addAdditionalInsuredRoute(app, deps);
  updateAdditionalInsuredRoute(app, deps);
  deleteAdditionalInsuredRoute(app, deps);
  requestCertificateRoute(app, deps);
  certificateDocumentRoute(app, deps);
  emailCertificateRoute(app, deps);
}
