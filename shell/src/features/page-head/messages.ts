/**
 * The head of a prerendered page (scripts/prerender.mjs writes it into each language's copy): its title
 * and its description for search engines and link previews, and the boot fallback's words before the
 * agent's phone link (tooling/index.html has the English). Read at build time only, never by the app.
 */
import { spanish } from 'web-kit/i18n';

export const pageHeadMessages = {
  title: 'Medicare Plan Finder',
  description: 'Compare Medicare plans near you and talk to a licensed insurance agent.',
  bootFallback: 'Loading… To talk to a licensed insurance agent call',
} as const;

spanish(pageHeadMessages, () => import('./messages.es'));
