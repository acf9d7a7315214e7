/** The content service's own sentences a person reads, in English and in Spanish. */
import { type Language, PRODUCT_NAME } from 'shared-contracts';

interface ContentMessages {
  /** The disclaimer of an organization of the repository's sample files (api/data/sample). */
  sampleCarrier: (organization: string) => string;
}

export const CONTENT_MESSAGES: Record<Language, ContentMessages> = {
  en: {
    sampleCarrier: (organization) =>
      `${organization} is a sample organization: its plans on this site come from sample files in the formats of Medicare's public plan files, and are not real offers.`,
  },
  es: {
    sampleCarrier: (organization) =>
      `${organization} es una organización de muestra: sus planes en este sitio provienen de archivos de muestra en los formatos de los archivos públicos de planes de Medicare y no son ofertas reales.`,
  },
};

/** The pair the api's list of catalogues (src/wording.ts) reads. */
export const CONTENT_CATALOGUE = [CONTENT_MESSAGES.en, CONTENT_MESSAGES.es] as const;

interface LegalPage {
  title: string;
  paragraphs: readonly string[];
}

/** The Privacy Policy and Terms pages (`legal-pages.ts`): the agency's standard notice. */
interface LegalWords {
  /** The product's name, as the page's title ends. */
  productName: string;
  privacy: LegalPage;
  terms: LegalPage;
  /** `phone` is the phone link, put in as it is. */
  questions: (phone: string) => string;
}

const LEGAL_WORDS: LegalWords = {
  productName: PRODUCT_NAME,
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      `${PRODUCT_NAME} is run by a licensed health insurance agency. We collect the details you give us (such as your ZIP code, drugs, pharmacies, doctors and contact details) to show you Medicare plans and to let a licensed agent help you.`,
      'We do not sell your personal information. We share it only with the insurance carriers you choose to enroll with, and with service providers that help us run this site under contract.',
      'You can ask us at any time to see, correct or delete the information we hold about you, or to stop contacting you, by calling the number below.',
    ],
  },
  terms: {
    title: 'Terms',
    paragraphs: [
      `${PRODUCT_NAME} helps you compare Medicare Advantage, Medicare Supplement and Part D plans. We do not offer every plan available in your area; costs shown are estimates based on the information you give us.`,
      'Enrollment happens with the insurance carrier. Plan benefits, premiums and drug prices are set by each plan and can change each plan year.',
      'Using this site is free, and there is no obligation to enroll.',
    ],
  },
  questions: (phone) => `Questions? Call a licensed insurance agent at ${phone} (TTY:711).`,
};

const LEGAL_WORDS_ES: LegalWords = {
  productName: 'Buscador de planes de Medicare',
  privacy: {
    title: 'Política de privacidad',
    paragraphs: [
      'El Buscador de planes de Medicare es un servicio de una agencia de seguros de salud con licencia. Guardamos los datos que usted nos da (como su código postal, sus medicamentos, farmacias y médicos, y cómo comunicarnos con usted). Los usamos para mostrarle planes de Medicare y para que un agente con licencia lo ayude.',
      'No vendemos su información personal. Solo la compartimos con las compañías de seguros con las que usted elija inscribirse y con las empresas que nos ayudan a mantener este sitio, bajo contrato.',
      'Puede pedirnos en cualquier momento ver, corregir o borrar la información que tenemos sobre usted, o que dejemos de comunicarnos con usted. Para hacerlo, llame al número de abajo.',
    ],
  },
  terms: {
    title: 'Términos',
    paragraphs: [
      'El Buscador de planes de Medicare lo ayuda a comparar planes Medicare Advantage, Medigap (Seguro suplementario de Medicare) y de la Parte D. No ofrecemos todos los planes disponibles en su zona. Los costos que mostramos son cálculos aproximados según la información que usted nos da.',
      'La inscripción se hace con la compañía de seguros. Cada plan fija sus beneficios, sus primas y los precios de los medicamentos, y estos pueden cambiar cada año del plan.',
      'Usar este sitio es gratis, y no tiene la obligación de inscribirse.',
    ],
  },
  questions: (phone) => `¿Tiene preguntas? Llame a un agente de seguros con licencia al ${phone} (TTY: 711).`,
};

/** The pair the api's list of catalogues (src/wording.ts) reads. */
export const LEGAL_CATALOGUE = [LEGAL_WORDS, LEGAL_WORDS_ES] as const;

export const legalWords = (language: Language) => (language === 'es' ? LEGAL_WORDS_ES : LEGAL_WORDS);
