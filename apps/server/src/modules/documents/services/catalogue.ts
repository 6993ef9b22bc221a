import {
  PAPER_TYPE_LABELS,
  PAPER_TYPES,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type LabelValueMap,
} from '@cyber/domain';
import type { DocumentsDeps } from '../documents.context.ts';
import * as repo from '../documents.repository.ts';

/** GET /api/docs/v1/docTypes?claim=: active document types as a map of label to value. */
export async function docTypes(
  deps: Pick<DocumentsDeps, 'db'>,
  claim: boolean | undefined,
): Promise<LabelValueMap> {
  const rows = await repo.listDocumentTypes(deps.db, claim === true);
  return Object.fromEntries(rows.map((r) => [r.label, r.value]));
}

/** GET /api/docs/v1/papertypes. */
export const paperTypes = (): LabelValueMap =>
  Object.fromEntries(PAPER_TYPES.map((p) => [PAPER_TYPE_LABELS[p], p]));

/**
 * GET /api/docs/v1/producttypes (the domain's products). Two products share a display name, so
 * a repeated label carries its code: every product keeps its own key.
 */
export function productTypes(): LabelValueMap {
  const map: LabelValueMap = {};
  for (const code of PRODUCT_CODES) {
    const label = PRODUCT_NAMES[code];
    map[label in map ? `${label} (${code})` : label] = code;
  }
  return map;
}
