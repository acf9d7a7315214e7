import type { Translation } from 'web-kit/i18n';
import type { zipCheckMessages } from './messages';

export default {
  title: 'Revise su código postal',
  intro: 'Averigüe si nuestros agentes con licencia pueden ayudarle donde usted vive.',
  check: 'Revisar mi código postal',
  primary: (zip: string) =>
    `Buenas noticias: atendemos el código postal ${zip}. Un agente con licencia puede ayudarle a comparar planes.`,
  secondary: (zip: string) =>
    `Atendemos el código postal ${zip} por medio de nuestra red de socios. Un agente con licencia también puede ayudarle a comparar planes.`,
  seePlans: 'Ver los planes de mi área',
  checking: 'Revisando…',
} satisfies Translation<typeof zipCheckMessages>;
