import { z } from 'zod';

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
