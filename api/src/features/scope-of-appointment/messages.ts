/** Wording of the scope of sales appointment document (the agency's form, not a CMS form reproduced). */
import { DEFAULT_SITE_PHONE, type Language, TTY } from 'shared-contracts';
import { SOA_PRODUCT_LABELS, SOA_PRODUCT_LABELS_ES, type SoaProduct } from 'shared-contracts/api';

export const SOA_TITLE: Record<Language, string> = {
  en: 'Scope of Sales Appointment Confirmation',
  es: 'Confirmación del alcance de la cita de ventas',
};

export interface SoaFacts {
  products: readonly SoaProduct[];
  beneficiaryName: string;
  signer: { role: 'beneficiary' } | { role: 'authorized_representative'; name: string; relationship: string };
  /** The meeting it is for, as the person reads it, with the agent. */
  meeting: { when: string; agentName: string } | null;
}

const english = (f: SoaFacts): string =>
  [
    'Medicare requires licensed agents to record the scope of a sales appointment before it takes place, so that the agent discusses only the products you choose.',
    '',
    'You agreed to discuss these products:',
    ...f.products.map((p) => `- ${SOA_PRODUCT_LABELS[p]}`),
    '',
    'The agent will not discuss any other product unless you ask, and then only after you sign a new scope of appointment. Signing this does not enroll you in any plan, does not oblige you to enroll, and does not affect your current or future Medicare enrollment.',
    '',
    `Beneficiary: ${f.beneficiaryName}`,
    f.signer.role === 'beneficiary'
      ? 'Signed by: the beneficiary'
      : `Signed by: ${f.signer.name}, authorized representative (${f.signer.relationship})`,
    f.meeting ? `Appointment: ${f.meeting.when} with ${f.meeting.agentName}` : 'Appointment: to be arranged',
    '',
    `Questions? Call a licensed insurance agent at ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n');

const spanish = (f: SoaFacts): string =>
  [
    'Medicare exige que los agentes con licencia registren el alcance de una cita de ventas antes de que se realice, para que el agente hable solo de los productos que usted elija.',
    '',
    'Usted aceptó hablar de estos productos:',
    ...f.products.map((p) => `- ${SOA_PRODUCT_LABELS_ES[p]}`),
    '',
    'El agente no hablará de ningún otro producto a menos que usted lo pida, y solo después de que usted firme un nuevo alcance de la cita. Firmar esto no lo inscribe en ningún plan, no lo obliga a inscribirse y no afecta su inscripción actual ni futura en Medicare.',
    '',
    `Beneficiario: ${f.beneficiaryName}`,
    f.signer.role === 'beneficiary'
      ? 'Firmado por: el beneficiario'
      : `Firmado por: ${f.signer.name}, representante autorizado (${f.signer.relationship})`,
    f.meeting ? `Cita: ${f.meeting.when} con ${f.meeting.agentName}` : 'Cita: por programar',
    '',
    `¿Preguntas? Llame a un agente de seguros con licencia al ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n');

/** The document in the language the person filled the form in. */
export const soaText = (f: SoaFacts, language: Language): string =>
  language === 'es' ? spanish(f) : english(f);

/** The feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const SOA_ERRORS = {
  soaNotFound: 'Scope of appointment not found',
} as const;

const SOA_ERRORS_ES = {
  soaNotFound: 'No encontramos ese alcance de la cita',
} satisfies Record<keyof typeof SOA_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const SOA_ERRORS_CATALOGUE = [SOA_ERRORS, SOA_ERRORS_ES] as const;
