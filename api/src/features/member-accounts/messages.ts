/**
 * The annual notice's wording (the labels of the changes and the cost shares), in each language the api
 * answers: `planChanges` writes it in the request's.
 */
import type { Language } from 'shared-contracts';

const ANOC_WORDS = {
  premium: 'Monthly plan premium',
  drugDeductible: 'Drug deductible',
  deductibleTiers: 'Drug deductible applies to',
  maximumOutOfPocket: 'Maximum out-of-pocket (in network)',
  noTiers: 'None',
  tiers: (count: number, list: string) => `${count > 1 ? 'Tiers' : 'Tier'} ${list}`,
  coinsurance: (percent: string) => `${percent} coinsurance`,
  min: (amount: string) => `min ${amount}`,
  max: (amount: string) => `max ${amount}`,
  preferredRetail: (tier: number) => `Tier ${tier} at a preferred retail pharmacy, 30-day supply`,
  standardRetail: (tier: number) => `Tier ${tier} at a standard retail pharmacy, 30-day supply`,
  preferredMail: (tier: number) => `Tier ${tier} by preferred mail order, 90-day supply`,
  standardMail: (tier: number) => `Tier ${tier} by standard mail order, 90-day supply`,
};

export type AnocWords = typeof ANOC_WORDS;

/** Spanish as medicare.gov en español words it (usted; prima, deducible, coseguro, nivel). */
const ANOC_WORDS_ES: AnocWords = {
  premium: 'Prima mensual del plan',
  drugDeductible: 'Deducible de medicamentos',
  deductibleTiers: 'El deducible de medicamentos se aplica a',
  maximumOutOfPocket: 'Máximo de gastos de su bolsillo (dentro de la red)',
  noTiers: 'Ninguno',
  tiers: (count: number, list: string) => `${count > 1 ? 'Niveles' : 'Nivel'} ${list}`,
  coinsurance: (percent: string) => `${percent} de coseguro`,
  min: (amount: string) => `mínimo ${amount}`,
  max: (amount: string) => `máximo ${amount}`,
  preferredRetail: (tier: number) =>
    `Nivel ${tier} en una farmacia minorista preferida, suministro para 30 días`,
  standardRetail: (tier: number) =>
    `Nivel ${tier} en una farmacia minorista estándar, suministro para 30 días`,
  preferredMail: (tier: number) => `Nivel ${tier} por pedido por correo preferido, suministro para 90 días`,
  standardMail: (tier: number) => `Nivel ${tier} por pedido por correo estándar, suministro para 90 días`,
};

/** Each catalogue beside its Spanish (the api's wording list, `src/wording.ts`). */
export const ANOC_CATALOGUE = [ANOC_WORDS, ANOC_WORDS_ES] as const;

export const anocWords = (language: Language): AnocWords => (language === 'es' ? ANOC_WORDS_ES : ANOC_WORDS);

/** The feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const ACCOUNT_ERRORS = {
  accountNotFound: 'Account not found',
  opportunityNotFound: 'Opportunity not found',
} as const;

const ACCOUNT_ERRORS_ES = {
  accountNotFound: 'No encontramos esa cuenta',
  opportunityNotFound: 'No encontramos esa oportunidad',
} satisfies Record<keyof typeof ACCOUNT_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const ACCOUNT_ERRORS_CATALOGUE = [ACCOUNT_ERRORS, ACCOUNT_ERRORS_ES] as const;
