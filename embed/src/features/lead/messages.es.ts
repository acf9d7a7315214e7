import type { Translation } from 'web-kit/i18n';
import type { agentContactMessages } from './messages';

export default {
  heading: 'Hable con un agente de seguros con licencia',
  open: 'Reciba ayuda de un agente de seguros con licencia',
} satisfies Translation<typeof agentContactMessages>;
