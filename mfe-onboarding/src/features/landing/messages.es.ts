import type { Translation } from 'web-kit/i18n';
import type { landingMessages } from './messages';

export default {
  title: 'Encuentre su plan de Medicare',
  intro:
    'Compare los tres tipos de planes de Medicare cerca de usted. Agentes de seguros con licencia le ayudan gratis.',
  points: [
    'Vea los planes disponibles donde usted vive',
    'Revise si cada plan cubre a sus médicos y sus medicamentos',
    'No tiene ninguna obligación de inscribirse',
  ],
  start: 'Comenzar',
  seePlans: 'Ver planes',
} satisfies Translation<typeof landingMessages>;
