/** Wording of the enrollment application summary the person signs (the api writes the document). */
import { DEFAULT_SITE_PHONE, type Language, localeOf, TTY } from 'shared-contracts';

export interface ApplicationFacts {
  planName: string;
  planId: string;
  carrierName: string;
  effectiveDate: string;
  applicantName: string;
  dateOfBirth: string | null;
  zip: string;
  fips: string;
  medicareNumber: string | null;
  phone: string | null;
  email: string | null;
}

export const APPLICATION_TITLE: Record<Language, string> = {
  en: 'Enrollment Application Summary',
  es: 'Resumen de la solicitud de inscripción',
};

const english = (f: ApplicationFacts): string =>
  [
    `This is a summary of the enrollment application you are sending to ${f.carrierName}.`,
    '',
    `Plan: ${f.planName} (${f.planId})`,
    `Insurance company: ${f.carrierName}`,
    `Coverage would start: ${f.effectiveDate}`,
    '',
    `Applicant: ${f.applicantName}`,
    `Date of birth: ${f.dateOfBirth ?? 'not given'}`,
    `ZIP code: ${f.zip} (county ${f.fips})`,
    `Medicare number: ${f.medicareNumber ?? 'not given'}`,
    `Phone: ${f.phone ?? 'not given'}`,
    `E-mail: ${f.email ?? 'not given'}`,
    '',
    'By signing, I confirm that the information above is correct to the best of my knowledge and that I want to apply for this plan. I understand that the insurance company decides on my enrollment and will contact me, and that I can only be in one Medicare Advantage or Part D plan at a time.',
    '',
    `Questions? Call a licensed insurance agent at ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n');

/** A YYYY-MM-DD day as Spanish writes it in full: "1 de enero de 2027"; any other text as it is. */
const spanishDay = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? new Intl.DateTimeFormat(localeOf('es'), { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      )
    : iso;

const spanish = (f: ApplicationFacts): string =>
  [
    `Este es un resumen de la solicitud de inscripción que usted envía a ${f.carrierName}.`,
    '',
    `Plan: ${f.planName} (${f.planId})`,
    `Compañía de seguros: ${f.carrierName}`,
    `La cobertura empezaría el: ${spanishDay(f.effectiveDate)}`,
    '',
    `Solicitante: ${f.applicantName}`,
    `Fecha de nacimiento: ${f.dateOfBirth ? spanishDay(f.dateOfBirth) : 'no se indicó'}`,
    `Código postal: ${f.zip} (condado ${f.fips})`,
    `Número de Medicare: ${f.medicareNumber ?? 'no se indicó'}`,
    `Teléfono: ${f.phone ?? 'no se indicó'}`,
    `Correo electrónico: ${f.email ?? 'no se indicó'}`,
    '',
    'Al firmar, confirmo que la información anterior es correcta según mi leal saber y entender, y que quiero solicitar este plan. Entiendo que la compañía de seguros decide sobre mi inscripción y se comunicará conmigo, y que solo puedo estar en un plan Medicare Advantage o de la Parte D a la vez.',
    '',
    `¿Preguntas? Llame a un agente de seguros con licencia al ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n');

/** The summary in the language of the visit that asks for it. */
export const applicationText = (f: ApplicationFacts, language: Language): string =>
  language === 'es' ? spanish(f) : english(f);

/** The feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const DOCUMENT_ERRORS = {
  documentNotFound: 'Document not found',
} as const;

const DOCUMENT_ERRORS_ES = {
  documentNotFound: 'No encontramos ese documento',
} satisfies Record<keyof typeof DOCUMENT_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const DOCUMENT_ERRORS_CATALOGUE = [DOCUMENT_ERRORS, DOCUMENT_ERRORS_ES] as const;
