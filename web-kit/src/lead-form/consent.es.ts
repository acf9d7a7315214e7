import type { Translation } from 'web-kit/i18n';
import type { consentMessages } from './consent';

/** The product's name as the Spanish chrome writes it (the shell's `productName`). */
const PRODUCT = 'Buscador de planes de Medicare';

export default {
  text: (buttonLabel: string, phone: string) =>
    `Al oprimir "${buttonLabel}", usted acepta que ${PRODUCT} y sus agentes de seguros con licencia se ` +
    `comuniquen con usted al número de teléfono y la dirección de correo electrónico que nos dio, incluso por ` +
    `llamadas automatizadas, pregrabadas y de voz generada por inteligencia artificial y por mensajes de texto, ` +
    `sobre planes de Medicare. Pueden aplicarse cargos por mensajes y datos. Su consentimiento no es una ` +
    `condición para inscribirse en ningún plan y no afecta su elegibilidad para inscribirse. Puede cambiar o ` +
    `retirar su consentimiento en cualquier momento llamando a ${PRODUCT} al ${phone} (TTY:711).`,
} satisfies Translation<typeof consentMessages>;
