import type { Translation } from 'web-kit/i18n';
import type { loaderMessages } from './messages';

export default {
  loading: 'Cargando el buscador de planes…',
  failed:
    'No se pudo cargar el buscador de planes. Para hablar con un agente de seguros con licencia, llame al',
  tty: '(TTY:711)',
} satisfies Translation<typeof loaderMessages>;
