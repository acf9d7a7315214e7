/** The content service's own sentences a person reads, in English and in Spanish. */
import type { Language } from 'shared-contracts';

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
