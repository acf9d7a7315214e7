import type { Translation } from 'web-kit/i18n';
import type { defaultFlowMessages } from './messages';

export default {
  startTitle: 'Encontremos el plan de Medicare adecuado para usted',
  startIntro:
    'Algunas preguntas, una a la vez. Toma unos cinco minutos, y un agente con licencia está a una llamada de distancia.',
  start: 'Comenzar',
  next: 'Continuar',
  infoTitle: '¿Cuál es su nombre?',
  cardTitle: '¿Cómo puede comunicarse con usted un agente con licencia?',
  medAbTitle: 'Cuéntenos sobre su Medicare',
  yearTitle: 'El año de su plan',
  yearBody: (year: number) =>
    `Le mostraremos los planes de ${year}. La cobertura de un plan nuevo por lo general comienza el primer día de un mes.`,
  yearQuestion: '¿Cuándo debe comenzar su nueva cobertura?',
  nextYearOption: (next: number) =>
    `El 1 de enero de ${next} o después: ver los planes de ${next}. Es para cambios durante la inscripción abierta, que comienzan el 1 de enero.`,
  thisYearOption: (current: number, next: number) =>
    `Antes del 1 de enero de ${next}: ver los planes de ${current}. Es para personas que cumplen 65 años este año o que tienen un período de inscripción especial.`,
  completeTitle: 'Listo',
  completeBody: 'Gracias. Ahora, elija el tipo de plan que quiere comparar.',
  choosePlanType: 'Elegir un tipo de plan',
  needZip: '¿Cuál es su código postal?',
} satisfies Translation<typeof defaultFlowMessages>;
