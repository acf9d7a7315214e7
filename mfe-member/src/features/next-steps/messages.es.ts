import type { Translation } from 'web-kit/i18n';
import type { nextStepsMessages } from './messages';

export default {
  title: 'Próximos pasos',
  intro: 'Qué pasa en su reunión con su agente con licencia y qué debe tener a mano.',
  meetingTitle: 'Su reunión',
  noMeeting: 'Todavía no tiene una reunión programada.',
  book: 'Programar una reunión',
  whatHappensTitle: 'Qué pasa en la reunión',
  whatHappens: [
    'Su agente revisará con usted sus medicamentos, sus médicos y sus farmacias.',
    'Le explicará los planes de su área que se ajustan a lo que necesita y cuánto cuesta cada uno.',
    'Puede hacer cualquier pregunta. No tiene ningún costo ni ninguna obligación de inscribirse.',
    'Si elige un plan, su agente puede ayudarle a inscribirse durante la reunión.',
  ],
  haveReadyTitle: 'Qué debe tener a mano',
  haveReady: [
    'Su tarjeta de Medicare roja, blanca y azul',
    'La lista de los medicamentos que toma, con la dosis y cada cuánto los toma',
    'Los nombres de sus médicos y de su farmacia',
    'La tarjeta de su plan actual, si tiene uno',
    'Sus anteojos, si los usa para leer, y unos 30 minutos en un lugar tranquilo',
  ],
  back: 'Atrás: Personalización',
} satisfies Translation<typeof nextStepsMessages>;
