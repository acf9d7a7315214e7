import type { Translation } from 'web-kit/i18n';
import type { leadFormMessages } from 'web-kit/lead-form/fields';

export default {
  title: 'Reciba ayuda de un agente con licencia',
  intro:
    'Díganos cómo comunicarnos con usted y un agente de seguros con licencia le llamará. No tiene ninguna obligación de inscribirse.',
  submit: 'Enviar',
  thanks: 'Gracias. Un agente de seguros con licencia se comunicará con usted pronto.',
  failed: 'No pudimos enviar sus datos. Todo lo que escribió sigue aquí; inténtelo de nuevo.',
} satisfies Translation<typeof leadFormMessages>;
