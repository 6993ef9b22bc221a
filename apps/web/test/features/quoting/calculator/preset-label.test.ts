import { CUSTOM_PRESET_LABEL, PRESET_LABELS, PRESET_NAMES, presetLabel } from '@cyber/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../src/lib/i18n.ts';
import {
  cartItemPresetName,
  presetLabelOf,
  type CartItemTerms,
} from '../../../../src/features/quoting/calculator/lib/preset-label.ts';

const t = i18n.t.bind(i18n);

const item = (over: Partial<CartItemTerms> = {}): CartItemTerms => ({
  presetName: 'POPULAR',
  limit: 1_000_000,
  deductible: 25_000,
  calculatorGeneratedData: { waitingPeriod: 12, retroActivePeriod: -1 },
  ...over,
});

describe('preset labels on screen', () => {
  it('say what the proposal says: the same words for the same state', () => {
    for (const name of PRESET_NAMES) {
      expect(presetLabelOf(t, name)).toBe(PRESET_LABELS[name]);
      expect(presetLabelOf(t, name)).toBe(presetLabel(name));
    }
    expect(presetLabelOf(t, null)).toBe(CUSTOM_PRESET_LABEL);
    expect(presetLabelOf(t, 'An organisation preset')).toBe(presetLabel('An organisation preset'));
  });

  it('a cart item whose preset terms were edited is requested and shown as Custom', () => {
    expect(cartItemPresetName(item())).toBe('POPULAR');
    expect(presetLabelOf(t, cartItemPresetName(item()))).toBe('Popular');
    const edited = item({ limit: 2_000_000 });
    expect(cartItemPresetName(edited)).toBeNull();
    expect(presetLabelOf(t, cartItemPresetName(edited))).toBe('Custom');
    const otherWait = item({
      calculatorGeneratedData: { waitingPeriod: 24, retroActivePeriod: -1 },
    });
    expect(presetLabelOf(t, cartItemPresetName(otherWait))).toBe('Custom');
  });
});
