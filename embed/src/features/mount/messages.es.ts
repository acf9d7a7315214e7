import type { Translation } from 'web-kit/i18n';
import type { embedMessages } from './messages';

export default {
  zipTitle: 'Encuentre planes de Medicare en su área',
  zipPrompt:
    'Escriba su código postal para que podamos mostrarle los planes de Medicare disponibles en su área.',
  zipLabel: 'Código postal',
  submit: 'Enviar',
  checking: 'Comprobando su código postal…',
  unknownZip: (zip: string) => `No encontramos el código postal ${zip}. Revíselo e inténtelo de nuevo.`,
  outsideTitle: 'Esta página no forma parte del buscador de planes aquí',
  outsideBody: 'Un agente de seguros con licencia puede ayudarle con ella.',
  backToPlans: 'Volver a los planes',
  regionLabel: 'Buscador de planes de Medicare',
} satisfies Translation<typeof embedMessages>;
