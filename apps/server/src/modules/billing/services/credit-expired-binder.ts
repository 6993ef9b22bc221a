import { negatedCharges } from '@cyber/domain';
import type { AuditActor } from '../../../lib/audit.ts';
import type { Tx } from '../../../db/client.ts';
import * as repo from '../billing.repository.ts';
import { postInvoice } from './post-invoice.ts';

/**
 * A binder expired unissued (decision 052): nothing was covered, so everything invoiced on it
 * — premium, fees and taxes, net of earlier credits — is credited in one CREDIT invoice, in the
 * job's transaction. What the insured had paid becomes a credit owed back. Nothing invoiced:
 * nothing to credit.
 */
export async function creditExpiredBinder(
  tx: Tx,
  input: { policyId: string; actor: AuditActor; now: Date },
) {
  const { charges, first } = await repo.invoicedCharges(tx, input.policyId);
  if (!first || Object.values(charges).every((v) => v === 0)) return null;
  return postInvoice(tx, {
    policy: {
      id: first.policyId,
      policyNumber: first.policyNumber,
      accountId: first.accountId,
      namedInsured: first.companyName,
      agencyId: first.agencyId,
      agencyName: first.agencyName,
      product: first.product,
      currency: first.currency,
    },
    kind: 'ADJUSTMENT',
    revision: null,
    charges: negatedCharges(charges),
    actor: input.actor,
    now: input.now,
  });
}
