/**
 * The validation rules' messages (spec 5) are written into shared-contracts' schemas in English, the
 * api's words too; on a page they are shown in the visit's language (`useTranslatedText` in the fields'
 * error line), so their Spanish is named here.
 */
import { MESSAGES } from 'shared-contracts';
import { spanish } from '../i18n';

spanish(MESSAGES, () => import('./rule-messages.es'));
