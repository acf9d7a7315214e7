import type { Translation } from 'web-kit/i18n';
import type { choiceMessages } from './index';

/** The stored values stay English ('Yes', 'Male'): only the labels are in Spanish. */
export default {
  yes: 'Sí',
  no: 'No',
  male: 'Masculino',
  female: 'Femenino',
} satisfies Translation<typeof choiceMessages>;
