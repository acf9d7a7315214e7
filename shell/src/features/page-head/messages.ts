/**
 * The head of a prerendered page (scripts/prerender.mjs writes it into each language's copy): its title
 * and its description for search engines and link previews. Read at build time only, never by the app.
 */
import { spanish } from 'web-kit/i18n';

export const pageHeadMessages = {
  title: 'Medicare Plan Finder',
  description: 'Compare Medicare plans near you and talk to a licensed insurance agent.',
} as const;

spanish(pageHeadMessages, () => import('./messages.es'));
