import type { Translation } from 'web-kit/i18n';
import type { landingMessages } from './messages';

export default {
  title: 'Encuentre su plan de Medicare',
  intro:
    'Compare planes Medicare Advantage, Medigap (Seguro suplementario de Medicare) y de la Parte D en su área. Agentes de seguros con licencia le ayudan gratis.',
  points: [
    'Vea los planes disponibles donde usted vive',
    'Revise si cada plan cubre a sus médicos y sus medicamentos',
    'No tiene ninguna obligación de inscribirse',
  ],
  start: 'Comenzar',
  seePlans: 'Ver planes',
} satisfies Translation<typeof landingMessages>;
