import type { Translation } from 'web-kit/i18n';
import type { pageHeadMessages } from './messages';

export default {
  title: 'Buscador de planes de Medicare',
  description: 'Compare planes de Medicare cerca de usted y hable con un agente de seguros con licencia.',
  bootFallback: 'Cargando… Para hablar con un agente de seguros con licencia, llame al',
} satisfies Translation<typeof pageHeadMessages>;
