/** The provider network's words about a place and its links (stored in English), beside their Spanish. */
import { NETWORK_TEXTS } from '../../reference-data/provider-network';

const NETWORK_TEXTS_ES = {
  hospitalCampus: 'Hospital con clínicas de especialidades',
  primaryCareOffice: 'Consultorio de atención primaria',
  groupWebsite: 'Sitio web del grupo',
  locationDetails: 'Detalles del lugar',
} satisfies Record<keyof typeof NETWORK_TEXTS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const NETWORK_TEXTS_CATALOGUE = [NETWORK_TEXTS, NETWORK_TEXTS_ES] as const;
