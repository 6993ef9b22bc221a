import type { RiskFactorKey } from '@cyber/domain';

/**
 * The tables behind the built-in enrichment provider: broad sectors with how attractive they are
 * to attackers (hazard 1 low … 5 high) and a typical revenue per employee, how NAICS sectors and
 * UK SIC divisions map to them, name keywords that suggest an industry code, and the findings
 * shown for weak factors. Rough, public-knowledge figures: enough for repeatable demo numbers.
 */
export type Sector =
  | 'agriculture'
  | 'mining'
  | 'utilities'
  | 'construction'
  | 'manufacturing'
  | 'wholesale'
  | 'retail'
  | 'transport'
  | 'information'
  | 'finance'
  | 'realEstate'
  | 'professional'
  | 'adminSupport'
  | 'education'
  | 'health'
  | 'arts'
  | 'hospitality'
  | 'otherServices'
  | 'publicAdmin';

export const SECTORS: Record<Sector, { hazard: number; revenuePerEmployee: number }> = {
  agriculture: { hazard: 1, revenuePerEmployee: 160_000 },
  mining: { hazard: 2, revenuePerEmployee: 650_000 },
  utilities: { hazard: 4, revenuePerEmployee: 700_000 },
  construction: { hazard: 2, revenuePerEmployee: 260_000 },
  manufacturing: { hazard: 3, revenuePerEmployee: 310_000 },
  wholesale: { hazard: 3, revenuePerEmployee: 900_000 },
  retail: { hazard: 3, revenuePerEmployee: 210_000 },
  transport: { hazard: 3, revenuePerEmployee: 240_000 },
  information: { hazard: 4, revenuePerEmployee: 420_000 },
  finance: { hazard: 5, revenuePerEmployee: 480_000 },
  realEstate: { hazard: 3, revenuePerEmployee: 330_000 },
  professional: { hazard: 4, revenuePerEmployee: 190_000 },
  adminSupport: { hazard: 3, revenuePerEmployee: 90_000 },
  education: { hazard: 4, revenuePerEmployee: 95_000 },
  health: { hazard: 5, revenuePerEmployee: 120_000 },
  arts: { hazard: 2, revenuePerEmployee: 110_000 },
  hospitality: { hazard: 3, revenuePerEmployee: 75_000 },
  otherServices: { hazard: 2, revenuePerEmployee: 100_000 },
  publicAdmin: { hazard: 4, revenuePerEmployee: 150_000 },
};

const NAICS_SECTORS: Record<string, Sector> = {
  '11': 'agriculture',
  '21': 'mining',
  '22': 'utilities',
  '23': 'construction',
  '31': 'manufacturing',
  '32': 'manufacturing',
  '33': 'manufacturing',
  '42': 'wholesale',
  '44': 'retail',
  '45': 'retail',
  '48': 'transport',
  '49': 'transport',
  '51': 'information',
  '52': 'finance',
  '53': 'realEstate',
  '54': 'professional',
  '55': 'finance',
  '56': 'adminSupport',
  '61': 'education',
  '62': 'health',
  '71': 'arts',
  '72': 'hospitality',
  '81': 'otherServices',
  '92': 'publicAdmin',
};

/** UK SIC 2007 divisions (first two digits) by range, to the same sectors. */
const SIC_DIVISIONS: [from: number, to: number, sector: Sector][] = [
  [1, 3, 'agriculture'],
  [5, 9, 'mining'],
  [10, 33, 'manufacturing'],
  [35, 39, 'utilities'],
  [41, 43, 'construction'],
  [45, 46, 'wholesale'],
  [47, 47, 'retail'],
  [49, 53, 'transport'],
  [55, 56, 'hospitality'],
  [58, 63, 'information'],
  [64, 66, 'finance'],
  [68, 68, 'realEstate'],
  [69, 75, 'professional'],
  [77, 82, 'adminSupport'],
  [84, 84, 'publicAdmin'],
  [85, 85, 'education'],
  [86, 88, 'health'],
  [90, 93, 'arts'],
  [94, 99, 'otherServices'],
];

/** The sector of an industry code, or null when there is none (or it is unknown). */
export function sectorOf(code: string | null, region: 'US' | 'UK'): Sector | null {
  if (!code || !/^\d{2}/.test(code)) return null;
  const two = code.slice(0, 2);
  if (region === 'US') return NAICS_SECTORS[two] ?? null;
  const division = Number(two);
  return SIC_DIVISIONS.find(([from, to]) => division >= from && division <= to)?.[2] ?? null;
}

/**
 * Words in an account's name that suggest its industry: a NAICS code (US) and a UK SIC 2007
 * code. The first match wins, so more specific words come first.
 */
export const NAME_KEYWORDS: [pattern: RegExp, naics: string, sic: string][] = [
  [/\bdental|\bdentist/i, '621210', '86230'],
  [/\bhospital/i, '622110', '86101'],
  [/\bpediatric|\bpaediatric|\bclinic\b|\bmedical|\bhealth|\bphysician/i, '621111', '86210'],
  [/\bpharmac|\bchemist/i, '446110', '47730'],
  [/\bveterinar/i, '541940', '75000'],
  [/\bcredit union/i, '522130', '64191'],
  [/\bbank\b|\bbancorp/i, '522110', '64191'],
  [/\binsurance|\bunderwrit/i, '524210', '66220'],
  [/\bpayments?\b|\bfintech/i, '522320', '66190'],
  [/\baccountan|\bcpa\b|\bbookkeep/i, '541211', '69201'],
  [/\blaw\b|\blegal|\battorney|\bsolicitor/i, '541110', '69102'],
  [/\bsoftware|\btechnolog|\bdigital|\bcyber|\bcloud|\bdata\b/i, '541511', '62012'],
  [/\bconsult|\badvisor|\badvisory/i, '541611', '70229'],
  [/\bdesign\b/i, '541430', '74100'],
  [/\bschool|\bacademy|\beducation/i, '611110', '85310'],
  [/\buniversity|\bcollege/i, '611310', '85421'],
  [/\brealty|\breal estate|\bproperty|\bproperties/i, '531210', '68310'],
  [/\blogistic|\bfreight|\bshipping|\btrucking|\bhaulage/i, '488510', '52290'],
  [/\bhotel|\binn\b|\bresort|\blodg/i, '721110', '55100'],
  [/\brestaurant|\bbistro|\bgrill\b|\bkitchen/i, '722511', '56101'],
  [/\bcaf[eé]|\bcoffee|\bbakery|\bbakeries/i, '722515', '56102'],
  [/\bsolar|\belectric(al)? contract/i, '238210', '43210'],
  [/\bconstruct|\bbuilders?\b|\bcontractors?\b/i, '236220', '41201'],
  [/\bmanufactur|\bmfg\b|\bfabricat|\bmachin/i, '332710', '25620'],
  [/\bgrain|\bcooperative|\bwholesale/i, '424510', '46210'],
  [/\bfarm/i, '111998', '01610'],
  [/\bmotors\b|\bauto\b|\bautomotive/i, '441110', '45111'],
  [/\bstores?\b|\bshop\b|\bmarket\b|\bretail/i, '452319', '47190'],
  [/\bfoundation|\bcharit|\bchurch/i, '813211', '94990'],
  [/\benergy|\boil\b|\bgas\b/i, '213112', '09100'],
];

/** Findings shown when a factor scores low: [HIGH (< 45), MEDIUM (< 60), LOW (< 70)]. */
export const FINDING_TITLES: Record<RiskFactorKey, [high: string, medium: string, low: string]> = {
  networkSecurity: [
    'Remote desktop (RDP) reachable from the internet',
    'Outdated TLS configuration on public hosts',
    'Web server discloses its software version',
  ],
  cloudSecurity: [
    'Publicly readable storage bucket referenced by the web site',
    'Cloud administration console without single sign-on',
    'Cloud services detected without evidence of MFA',
  ],
  endpointSecurity: [
    'End-of-life operating systems observed',
    'No endpoint detection and response evidence',
    'Patch cadence slower than 30 days',
  ],
  darkIntelligence: [
    'Employee credentials found in recent breach dumps',
    'Company domain mentioned on criminal forums',
    'Older credential exposures (over two years)',
  ],
  fundsTransfer: [
    'No evidence of dual authorization for wire transfers',
    'Look-alike domains registered that could spoof invoices',
    'Payment contact details published on the web site',
  ],
  cyberExtortion: [
    'Services commonly targeted by ransomware are exposed',
    'Backups not evidenced as offline or immutable',
    'Industry peers recently hit by extortion',
  ],
  compliance: [
    'No privacy policy for a regulated industry',
    'Cookie consent not collected on the web site',
    'No published security contact (security.txt)',
  ],
  insiderThreat: [
    'Shared administrator accounts indicated',
    'Large workforce without evidence of access reviews',
    'Offboarding process not evidenced',
  ],
  supplyChain: [
    'Critical vendor with a known breach in the last year',
    'Third-party scripts loaded from unvetted hosts',
    'Vendor security reviews not evidenced',
  ],
};

/** Shown instead of the network finding when there is no web domain to look at. */
export const NO_DOMAIN_FINDING = 'No primary web domain to assess: external exposure unverified';
