/**
 * Every catalogue of words the api writes to a person, each beside its Spanish: the sentences of its
 * answers (`http/messages.es.ts`, the Part D sources among them) and the wording the features compose
 * (the annual notice's changes, the add-to-calendar file). The glossary test and the e2e check of
 * English on Spanish pages read this list; a catalogue the api adds is listed here.
 */

import { CONTENT_CATALOGUE, LEGAL_CATALOGUE } from './features/content/messages';
import { LANDING_CATALOGUE } from './features/enrollment/messages';
import { MEDIGAP_WORDS_CATALOGUE } from './features/medsupp/messages';
import { ANOC_CATALOGUE } from './features/member-accounts/messages';
import { CALENDAR_CATALOGUE } from './features/scheduling/messages';
import { SPANISH_CATALOGUES } from './http/messages.es';

export const API_WORDING: readonly (readonly [object, object])[] = [
  ...SPANISH_CATALOGUES,
  ANOC_CATALOGUE,
  CALENDAR_CATALOGUE,
  CONTENT_CATALOGUE,
  LANDING_CATALOGUE,
  LEGAL_CATALOGUE,
  MEDIGAP_WORDS_CATALOGUE,
];
