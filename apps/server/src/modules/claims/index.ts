import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { CLAIM_FILE_MAX_BYTES } from '@cyber/domain';
import { claimExtraRoutes } from './routes/claim-extras.route.ts';
import { claimFileRoutes } from './routes/claim-files.route.ts';
import { claimRoutes } from './routes/claims.route.ts';

/**
 * Claims (spec 2 §2–§9, decision 023): the claim a customer saves and files, who sees it (one
 * visibility rule, claims.repository.ts `visibleClaims`), filing (claims desk e-mail, default
 * panel vendor, `claim.filed` event), the diary, files and vendor assignment. Multipart parsing
 * is registered inside this module's scope with the claim file limit.
 */
export async function claimsModule(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  claimExtraRoutes(app);
  claimFileRoutes(app);
  claimRoutes(app);
}
