import type { Translation } from 'web-kit/i18n';
import type { prefillMessages } from './messages';

export default {
  title: 'Bienvenido de nuevo',
  notFound: 'No pudimos encontrar los datos que guardó. Puede comenzar aquí.',
  start: 'Comenzar',
} satisfies Translation<typeof prefillMessages>;
