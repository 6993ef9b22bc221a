import { z } from 'zod';
import { REGION_SETTINGS, type Region } from '../common/region.ts';

/**
 * The product codes of spec 1 §1. Cyber products (P100, P250, PRIME_CLOUD …), the tech E&O
 * products and the UK products; which are newer-generation and which are tech-type.
 */
export const PRODUCT_CODES = [
  'P100',
  'P250',
  'PRIME_CLOUD',
  'P250_S',
  'P100_PRO',
  'P_ONE',
  'P_PLUS',
  'PRIME_TECH',
  'PRIME_TECH_PLUS',
  'P_ONE_PLUS',
  'PRIME_ONE_TECH',
  'PRIME_ONE_TECH_PLUS',
  'ZSP',
  'PRIME_PLUS',
] as const;

export type ProductCode = (typeof PRODUCT_CODES)[number];
export const productCodeSchema = z.enum(PRODUCT_CODES);

/** Newer-generation products (spec 1 §1). */
export const NEW_GENERATION_PRODUCTS: readonly ProductCode[] = [
  'P100_PRO',
  'P_ONE',
  'PRIME_TECH',
  'PRIME_ONE_TECH',
  'ZSP',
];

/** Tech-type (tech E&O) products (spec 1 §1). */
export const TECH_PRODUCTS: readonly ProductCode[] = ['PRIME_TECH', 'PRIME_ONE_TECH', 'ZSP'];

/** UK products (spec 1 §1: Prime One, Prime One Plus, Prime One Tech, Prime One Tech Plus). */
export const UK_PRODUCTS: readonly ProductCode[] = [
  'P_ONE',
  'P_ONE_PLUS',
  'PRIME_ONE_TECH',
  'PRIME_ONE_TECH_PLUS',
];

/** Display names; codes without a marketing name display as the code. */
export const PRODUCT_NAMES: Record<ProductCode, string> = {
  P100: 'Prime 100',
  P250: 'Prime 250',
  PRIME_CLOUD: 'Prime Cloud',
  P250_S: 'Prime 250 Surplus',
  P100_PRO: 'Prime 100 Pro',
  P_ONE: 'Prime One',
  P_PLUS: 'Prime Plus',
  PRIME_TECH: 'Prime Tech',
  PRIME_TECH_PLUS: 'Prime Tech Plus',
  P_ONE_PLUS: 'Prime One Plus',
  PRIME_ONE_TECH: 'Prime One Tech',
  PRIME_ONE_TECH_PLUS: 'Prime One Tech Plus',
  ZSP: 'ZSP',
  PRIME_PLUS: 'Prime Plus',
};

export const isUkProduct = (code: ProductCode): boolean => UK_PRODUCTS.includes(code);
export const isTechProduct = (code: ProductCode): boolean => TECH_PRODUCTS.includes(code);
export const isNewGenerationProduct = (code: ProductCode): boolean =>
  NEW_GENERATION_PRODUCTS.includes(code);

// --- regions, coverage sets and fees --------------------------------------------------------

/** The region a product is sold in: UK products in the UK (pounds), the rest in the US. */
export const productRegion = (code: ProductCode): Region => (isUkProduct(code) ? 'UK' : 'US');

/** The currency a product is rated and billed in (USD or GBP). */
export const productCurrency = (code: ProductCode): 'USD' | 'GBP' =>
  REGION_SETTINGS[productRegion(code)].currency;

/**
 * The 250 products are quoted with the Boost coverage set (V4, or V5 behind the Boost V5 flag:
 * spec 3 §3 "Boost versions: V4 and V5"); every other product with the calculator's numbered
 * catalogue (groups 1–7).
 */
export const BOOST_PRODUCTS: readonly ProductCode[] = ['P250', 'P250_S'];
export const isBoostProduct = (code: ProductCode): boolean => BOOST_PRODUCTS.includes(code);
export type CoverageSet = 'BOOST' | 'CALCULATOR';
export const productCoverageSet = (code: ProductCode): CoverageSet =>
  isBoostProduct(code) ? 'BOOST' : 'CALCULATOR';

/** Products written on surplus-lines paper only (Prime 250 Surplus). */
export const SURPLUS_ONLY_PRODUCTS: readonly ProductCode[] = ['P250_S'];
export const isSurplusOnlyProduct = (code: ProductCode): boolean =>
  SURPLUS_ONLY_PRODUCTS.includes(code);

/**
 * Spec 3 §9: "Broker fee for P100 is broker fee plus additional broker fee; other products the
 * MGA fee".
 */
export const BROKER_FEE_PRODUCTS: readonly ProductCode[] = ['P100'];
export type ProductFeeKind = 'BROKER' | 'MGA';
export const productFeeKind = (code: ProductCode): ProductFeeKind =>
  BROKER_FEE_PRODUCTS.includes(code) ? 'BROKER' : 'MGA';
