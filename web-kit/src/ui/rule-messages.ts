/**
 * The validation rules' messages (spec 5) are written into shared-contracts' schemas in English, the
 * api's words too; on a page they are shown in the visit's language (`useTranslatedText` in the fields'
 * error line), so their Spanish is named here: the rules' own, and a text's bound (`tooLongMessage`).
 */
import { MESSAGES, TOO_LONG_MESSAGES } from 'shared-contracts';
import { spanish } from 'web-kit/i18n';

spanish(MESSAGES, () => import('./rule-messages.es'));
spanish(TOO_LONG_MESSAGES, () => import('./too-long-messages.es'));
