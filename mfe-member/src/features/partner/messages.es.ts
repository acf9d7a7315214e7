import type { Translation } from 'web-kit/i18n';
import type { partnerMessages } from './messages';

/** The product's name as the Spanish chrome writes it (the shell's `productName`). */
const PRODUCT = 'Buscador de planes de Medicare';

export default {
  formTitle: (partner: string | null) =>
    partner
      ? `${partner} y ${PRODUCT}: hable con un agente con licencia`
      : 'Hable con un agente con licencia',
  formIntro:
    'Díganos cómo comunicarnos con usted y un agente de seguros con licencia le llamará para revisar los planes de Medicare de su área. No tiene ningún costo ni ninguna obligación de inscribirse.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  zip: 'Código postal',
  submit: 'Enviar',
  sending: 'Enviando…',
  failed: 'No pudimos enviar sus datos. No se perdió nada de lo que escribió: inténtelo de nuevo o llámenos.',
  thankYouTitle: 'Gracias',
  thankYouIntro: (partner: string | null) =>
    partner
      ? `Gracias por comunicarse con ${PRODUCT} por medio de ${partner}. Ya tenemos sus datos.`
      : `Gracias por comunicarse con ${PRODUCT}. Ya tenemos sus datos.`,
  nextTitle: 'Qué pasa ahora',
  next: [
    'Un agente de seguros con licencia le llamará, por lo general en un día hábil.',
    'Le preguntará por sus medicamentos, sus médicos y su farmacia, y le explicará los planes de su área.',
    'No tiene ningún costo ni ninguna obligación de inscribirse.',
  ],
  scheduleInstead: 'O elija usted mismo la hora de la llamada',
  partnerBand: (partner: string) => `En colaboración con ${partner}`,
} satisfies Translation<typeof partnerMessages>;
