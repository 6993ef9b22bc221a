import type { CustomPresetInputSchema } from '@cyber/domain';
import {
  boostCoverageByKey,
  coverageByKey,
  PRESET_VALUES,
  PresetCoverageSchema,
  RATER_MESSAGES,
  type PresetCoverage,
  type PresetResult,
  type ProductCode,
  type RaterPreset,
  type RaterPresetKey,
  type RaterPresetSaved,
} from '@cyber/domain';
import { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { actorOf, recordAudit } from '../../../lib/audit.ts';
import { organisationOf, type RaterDeps } from '../rater.context.ts';
import * as repo from '../rater.repository.ts';
import { builtInPresets } from './built-in-presets.ts';
import type { Caller, RequestContext } from '../../../context/index.ts';

type Db = Database | Tx;
type CustomPresetInput = z.output<typeof CustomPresetInputSchema>;
const coverageList = z.array(PresetCoverageSchema);

/** A stored coverages document; anything unreadable counts as no coverages. */
const coveragesOf = (value: unknown): PresetCoverage[] => {
  const parsed = coverageList.safeParse(value);
  return parsed.success ? parsed.data : [];
};

export const toRaterPreset = (row: repo.PresetRow): RaterPreset => ({
  id: row.id,
  presetKey: row.presetKey as RaterPresetKey,
  name: row.name,
  product: row.product as ProductCode,
  naicsCode: row.naicsCode,
  builtIn: row.organisationId === null,
  limit: row.limit,
  deductible: row.deductible,
  waitingPeriod: row.waitingPeriod,
  retroActivePeriod: row.retroactivePeriod,
  coverages: coveragesOf(row.coverages),
  updatedAt: row.updatedAt.toISOString(),
});

/** A preset row applies to an industry when its code is a prefix of it (null: every industry). */
const appliesTo = (row: { naicsCode: string | null }, naicsCode: string) =>
  row.naicsCode === null || naicsCode.startsWith(row.naicsCode);
/** The most specific row first: the longest industry prefix. */
const specificity = (row: { naicsCode: string | null }) => row.naicsCode?.length ?? 0;

type PresetSource = {
  id: string | null;
  name: string;
  builtIn: boolean;
  limit: number;
  deductible: number;
  waitingPeriod: number;
  retroactivePeriod: number;
  coverages: PresetCoverage[];
};

const presetResult = (
  preset: RaterPresetKey,
  product: ProductCode,
  naicsCode: string,
  source: PresetSource,
  overridden: boolean,
): PresetResult => ({
  preset,
  presetValue: PRESET_VALUES[preset],
  id: source.id,
  name: source.name,
  product,
  naicsCode,
  builtIn: source.builtIn,
  overridden,
  globals: {
    limit: source.limit,
    aggregateLimit: source.limit,
    deductible: source.deductible,
    waitingPeriod: source.waitingPeriod,
    retroActivePeriod: source.retroactivePeriod,
  },
  coverages: source.coverages.map((c) => {
    const entry = coverageByKey(c.key);
    return {
      key: c.key,
      id: entry?.id ?? null,
      label: entry?.label ?? boostCoverageByKey(c.key)?.label ?? c.key,
      subLimit: c.subLimit ?? null,
    };
  }),
});

const fromRow = (row: repo.PresetRow): PresetSource => ({
  id: row.id,
  name: row.name,
  builtIn: row.organisationId === null,
  limit: row.limit,
  deductible: row.deductible,
  waitingPeriod: row.waitingPeriod,
  retroactivePeriod: row.retroactivePeriod,
  coverages: coveragesOf(row.coverages),
});

/**
 * POST presets/{naicsCode}/{preset}: a named preset's global settings and coverages for an
 * industry. The caller's organisation's own preset of that name wins over the built-in one; the
 * most specific industry prefix wins within each. CUSTOM (-1) takes a saved preset id or the
 * settings sent.
 */
export async function resolvePreset(
  deps: RaterDeps,
  caller: Caller,
  params: { naicsCode: string; preset: RaterPresetKey },
  body: {
    product: ProductCode;
    presetId?: string | null | undefined;
    custom?:
      | {
          limit: number;
          deductible: number;
          waitingPeriod: number;
          retroActivePeriod: number;
          coverages: PresetCoverage[];
        }
      | null
      | undefined;
  },
): Promise<PresetResult> {
  const organisationId = organisationOf(caller);
  const { naicsCode, preset } = params;
  if (preset === 'CUSTOM') {
    if (body.presetId) {
      const row = await repo.findVisiblePreset(deps.db, organisationId, body.presetId);
      if (!row) throw new AppError('NOT_FOUND', RATER_MESSAGES.presetNotFound);
      return presetResult(preset, row.product as ProductCode, naicsCode, fromRow(row), false);
    }
    if (!body.custom) throw new AppError('BAD_REQUEST', RATER_MESSAGES.customPresetBody);
    const { retroActivePeriod, ...rest } = body.custom;
    return presetResult(
      preset,
      body.product,
      naicsCode,
      { id: null, name: 'CUSTOM', builtIn: false, retroactivePeriod: retroActivePeriod, ...rest },
      false,
    );
  }
  const rows = (await repo.listPresets(deps.db, organisationId, { product: body.product }))
    .filter((r) => appliesTo(r, naicsCode))
    .sort((a, b) => specificity(b) - specificity(a));
  const own = rows.find(
    (r) => r.organisationId !== null && r.name.toUpperCase() === preset.toUpperCase(),
  );
  if (own) return presetResult(preset, body.product, naicsCode, fromRow(own), true);
  const builtIn = rows.find((r) => r.organisationId === null && r.presetKey === preset);
  if (builtIn) return presetResult(preset, body.product, naicsCode, fromRow(builtIn), false);
  const fallback = builtInPresets(body.product).find((p) => p.presetKey === preset)!;
  return presetResult(
    preset,
    body.product,
    naicsCode,
    { id: null, builtIn: true, ...fallback },
    false,
  );
}

/** GET presets: the built-in presets and the caller's organisation's own. */
export async function listRaterPresets(
  deps: RaterDeps,
  caller: Caller,
  query: { product?: ProductCode | undefined; naicsCode?: string | undefined },
): Promise<RaterPreset[]> {
  const rows = await repo.listPresets(deps.db, organisationOf(caller), { product: query.product });
  return rows.filter((r) => !query.naicsCode || appliesTo(r, query.naicsCode)).map(toRaterPreset);
}

const values = (input: CustomPresetInput) => ({
  name: input.name,
  product: input.product,
  naicsCode: input.naicsCode ?? null,
  limit: input.limit,
  deductible: input.deductible,
  waitingPeriod: input.waitingPeriod,
  retroactivePeriod: input.retroActivePeriod,
  coverages: input.coverages,
});

/** POST presets/custom: a named preset of the caller's organisation. */
export async function createCustomPreset(
  deps: RaterDeps,
  caller: Caller,
  ctx: RequestContext,
  input: CustomPresetInput,
): Promise<RaterPresetSaved> {
  const organisationId = organisationOf(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (await repo.findOwnPresetByName(tx, organisationId, input.product, input.name)) {
      throw new AppError('CONFLICT', RATER_MESSAGES.presetNameTaken);
    }
    const row = await repo.insertPreset(tx, {
      presetKey: 'CUSTOM',
      organisationId,
      createdBy: caller.actor.userId,
      createdAt: now,
      updatedAt: now,
      ...values(input),
    });
    const preset = toRaterPreset(row);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'rater.preset.create',
        entityType: 'rater_preset',
        entityId: row.id,
        after: preset,
      },
      now,
    );
    return { message: RATER_MESSAGES.presetCreated, preset };
  });
}

/**
 * The caller's organisation's own preset, for a change: a built-in one is read-only (403), and
 * another organisation's is not found (404).
 */
async function ownPreset(db: Db, organisationId: string, id: string) {
  const row = await repo.findVisiblePreset(db, organisationId, id);
  if (!row) throw new AppError('NOT_FOUND', RATER_MESSAGES.presetNotFound);
  if (row.organisationId === null) throw new AppError('FORBIDDEN', RATER_MESSAGES.builtInReadOnly);
  return row;
}

/** PUT presets/{id}: change one of the organisation's presets. */
export async function updateCustomPreset(
  deps: RaterDeps,
  caller: Caller,
  ctx: RequestContext,
  id: string,
  input: CustomPresetInput,
): Promise<RaterPresetSaved> {
  const organisationId = organisationOf(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await ownPreset(tx, organisationId, id);
    const clash = await repo.findOwnPresetByName(tx, organisationId, input.product, input.name);
    if (clash && clash.id !== id) throw new AppError('CONFLICT', RATER_MESSAGES.presetNameTaken);
    const row = await repo.updatePreset(tx, id, { ...values(input), updatedAt: now });
    const preset = toRaterPreset(row);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'rater.preset.update',
        entityType: 'rater_preset',
        entityId: id,
        before: toRaterPreset(before),
        after: preset,
      },
      now,
    );
    return { message: RATER_MESSAGES.presetUpdated, preset };
  });
}

/** DELETE presets/{id}: remove one of the organisation's presets. */
export async function deleteCustomPreset(
  deps: RaterDeps,
  caller: Caller,
  ctx: RequestContext,
  id: string,
): Promise<{ message: string }> {
  const organisationId = organisationOf(caller);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await ownPreset(tx, organisationId, id);
    await repo.deletePreset(tx, id);
    await recordAudit(
      tx,
      actorOf(caller.actor, ctx),
      {
        action: 'rater.preset.delete',
        entityType: 'rater_preset',
        entityId: id,
        before: toRaterPreset(before),
      },
      now,
    );
    return { message: RATER_MESSAGES.presetDeleted };
  });
}
