import { isNull } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { raterPresets } from '../schema/index.ts';
import { builtInPresets } from '../../modules/rater/services/built-in-presets.ts';

/**
 * The rater's built-in presets (BASIC, POPULAR, ELITE for every product, no owner), from the
 * domain's calculator presets. Skipped when built-in rows exist already.
 */
export async function seedBuiltInPresets(db: Database | Tx, options: { now: Date }) {
  const existing = await db
    .select({ id: raterPresets.id })
    .from(raterPresets)
    .where(isNull(raterPresets.organisationId))
    .limit(1);
  if (existing.length > 0) return;
  await db.insert(raterPresets).values(
    builtInPresets().map((p) => ({
      ...p,
      organisationId: null,
      createdAt: options.now,
      updatedAt: options.now,
    })),
  );
}
