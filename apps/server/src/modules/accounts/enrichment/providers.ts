import type { Config } from '../../../config.ts';
import { builtinFirmographics, builtinRiskScan } from './builtin.ts';
import type { EnrichmentProviders } from './provider-types.ts';

export type {
  EnrichmentProviders,
  EnrichmentSubject,
  FirmographicsProvider,
  ProposedFirmographics,
  RiskScanProvider,
  RiskScanResult,
} from './provider-types.ts';

const BUILTIN: EnrichmentProviders = {
  firmographics: { name: 'builtin', refresh: async (a) => builtinFirmographics(a) },
  risk: { name: 'builtin', scan: async (a) => builtinRiskScan(a) },
};

/**
 * The providers `ENRICHMENT_PROVIDER` names (like the messenger of lib/mail.ts, one seam for a
 * real data vendor): today only `builtin`, which derives stable numbers from the account itself.
 */
export function enrichmentProviders(
  config: Pick<Config, 'ENRICHMENT_PROVIDER'>,
): EnrichmentProviders {
  switch (config.ENRICHMENT_PROVIDER) {
    case 'builtin':
      return BUILTIN;
    default: {
      const unknown: never = config.ENRICHMENT_PROVIDER;
      throw new Error(`Unknown enrichment provider ${String(unknown)}`);
    }
  }
}
