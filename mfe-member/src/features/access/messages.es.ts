import type { Translation } from 'web-kit/i18n';
import type { accessMessages } from './messages';

export default {
  title: 'Sus páginas de miembro',
  opening: 'Abriendo sus páginas de miembro…',
  linkInvalid: 'Este enlace venció o ya no es válido. Llámenos para recibir uno nuevo.',
  needLink:
    'Para ver sus páginas de miembro, abra el enlace del mensaje que le enviamos. Si no lo encuentra, llámenos y le enviaremos uno nuevo.',
  landingIntro: 'Sus datos, su reunión con un agente con licencia y lo que debe tener a mano.',
  noOpportunity: 'No pudimos encontrar los datos de su reunión. Llámenos.',
} satisfies Translation<typeof accessMessages>;
