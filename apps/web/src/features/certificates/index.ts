/*
 * Certificates of insurance and additional insureds (spec 3 §2, §3, §5, §7, §8): the policy
 * drawer's section listing a policy's additional insureds, with their editor and the certificate
 * of insurance (download or e-mail). The policies feature renders it below an issued policy's
 * details.
 */
export {
  PolicyCertificates,
  type PolicyCertificatesProps,
} from './components/policy-certificates.tsx';
export { additionalInsuredsKey, certificatesKey } from './api/keys.ts';
export {
  getAdditionalInsuredsQueryOptions,
  useAdditionalInsureds,
} from './api/get-additional-insureds.ts';
export {
  useAdditionalInsuredEditor,
  type AdditionalInsuredEditor,
} from './hooks/use-additional-insured-editor.tsx';
