import type { Language } from 'shared-contracts';
/** The enrollment feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const ENROLLMENT_ERRORS = {
  handOffNotFound: 'Hand-off not found',
} as const;

const ENROLLMENT_ERRORS_ES = {
  handOffNotFound: 'No encontramos esa inscripción en la compañía de seguros',
} satisfies Record<keyof typeof ENROLLMENT_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const ENROLLMENT_ERRORS_CATALOGUE = [ENROLLMENT_ERRORS, ENROLLMENT_ERRORS_ES] as const;

/** The development carrier landing page's wording (`landing-page.ts`, and the notice of its JSON). */
const LANDING_WORDS = {
  title: (carrier: string) => `${carrier}: enrollment`,
  notice: (carrier: string) =>
    `Development landing page of the sample carrier ${carrier}: the enrollment would continue on the carrier's site.`,
  plan: 'Plan',
  planId: 'Plan id',
  coverageStarts: 'Coverage starts',
  enrollee: 'Enrollee',
  zip: 'ZIP code',
  medicareNumber: 'Medicare number',
  notGiven: 'not given',
  handOffId: 'Hand-off id',
  received: 'Received',
  throughAgent: 'Through agent',
  writingNumber: 'Writing number',
  noWritingNumber: 'none with this carrier',
  sampleData: 'Sample data.',
  noRealEnrollment: 'No real enrollment was made.',
};

const LANDING_WORDS_ES: typeof LANDING_WORDS = {
  title: (carrier: string) => `${carrier}: inscripción`,
  notice: (carrier: string) =>
    `Esta es una página de prueba de ${carrier}, una compañía de seguros de muestra. La inscripción seguiría en el sitio de la compañía.`,
  plan: 'Plan',
  planId: 'Número del plan',
  coverageStarts: 'La cobertura empieza',
  enrollee: 'Persona que se inscribe',
  zip: 'Código postal',
  medicareNumber: 'Número de Medicare',
  notGiven: 'no lo dio',
  handOffId: 'Número de la inscripción',
  received: 'Recibida',
  throughAgent: 'Por medio del agente',
  writingNumber: 'Número del agente en la compañía',
  noWritingNumber: 'no tiene uno con esta compañía',
  sampleData: 'Datos de muestra.',
  noRealEnrollment: 'No se hizo ninguna inscripción de verdad.',
};

/** Each catalogue beside its Spanish (the api's wording list, `src/wording.ts`). */
export const LANDING_CATALOGUE = [LANDING_WORDS, LANDING_WORDS_ES] as const;

export const landingWords = (language: Language) => (language === 'es' ? LANDING_WORDS_ES : LANDING_WORDS);
