import type { AppContext } from '../../context/index.ts';

/**
 * What the certificates' services need: the database, the clock (the certificate's day), the
 * messenger (the e-mailed certificate, through the outbox) and the configuration.
 */
export type CertificatesDeps = Pick<AppContext, 'db' | 'clock' | 'messenger' | 'config'>;
