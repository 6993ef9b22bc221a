import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_PRESETS,
  CUSTOM_PRESET_LABEL,
  namedPreset,
  presetLabel,
  quotePresetName,
} from '../src/index.ts';

const popular = CALCULATOR_PRESETS.find((p) => p.name === 'POPULAR')!;
const termsOf = (p: typeof popular) => ({
  limit: p.limit,
  deductible: p.deductible,
  waitingPeriod: p.waitingPeriod,
  retroActivePeriod: p.retroActivePeriod,
});

describe('preset labels (one rule everywhere)', () => {
  it('names the three presets and calls everything else Custom', () => {
    expect(presetLabel('BASIC')).toBe('Basic');
    expect(presetLabel('POPULAR')).toBe('Popular');
    expect(presetLabel('elite')).toBe('Elite');
    expect(presetLabel(null)).toBe(CUSTOM_PRESET_LABEL);
    expect(presetLabel(undefined)).toBe('Custom');
    expect(presetLabel('My office preset')).toBe('Custom');
    expect(namedPreset(' popular ')?.id).toBe(2);
  });

  it('keeps a preset name only while the terms are the preset’s own', () => {
    for (const preset of CALCULATOR_PRESETS) {
      expect(quotePresetName(preset.name, termsOf(preset))).toBe(preset.name);
    }
    expect(quotePresetName('popular', termsOf(popular))).toBe('POPULAR');
  });

  it('a preset edited by hand is custom, whichever preset it came from', () => {
    for (const preset of CALCULATOR_PRESETS) {
      const terms = termsOf(preset);
      expect(quotePresetName(preset.name, { ...terms, limit: terms.limit + 500_000 })).toBeNull();
      expect(quotePresetName(preset.name, { ...terms, deductible: 50_000 })).toBeNull();
      expect(quotePresetName(preset.name, { ...terms, waitingPeriod: 24 })).toBeNull();
      expect(quotePresetName(preset.name, { ...terms, retroActivePeriod: 1 })).toBeNull();
      expect(presetLabel(quotePresetName(preset.name, { ...terms, limit: 5_000_000 }))).toBe(
        'Custom',
      );
    }
    expect(quotePresetName(null, termsOf(popular))).toBeNull();
    expect(quotePresetName('My office preset', termsOf(popular))).toBeNull();
  });

  it('terms the caller does not know are not held against the preset', () => {
    expect(
      quotePresetName('POPULAR', { limit: popular.limit, deductible: popular.deductible }),
    ).toBe('POPULAR');
  });
});
