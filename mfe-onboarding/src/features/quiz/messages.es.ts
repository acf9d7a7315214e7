import type { Translation } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import type { quizMessages } from './messages';

export default {
  quizTitle: 'Cuestionario de Medicare',
  quizIntro: 'Dos preguntas rápidas nos ayudan a decirle cuándo puede inscribirse en Medicare.',
  groupPlan: '¿Tiene cobertura de salud por medio de su trabajo o del trabajo de su cónyuge?',
  retiring: '¿Se jubilará o dejará esa cobertura pronto?',
  next: 'Siguiente',
  dateTitle: '¿Cuándo puede inscribirse?',
  dateIntro: 'Su fecha de nacimiento nos dice cuál es su período de inscripción en Medicare.',
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'mm/dd/aaaa',
  coverageEnds: '¿Cuándo termina la cobertura de su trabajo?',
  coverageEndsHint: 'mm/dd/aaaa. Una fecha aproximada está bien.',
  dateFormat: 'Escriba la fecha como mm/dd/aaaa',
  submit: 'Ver mis fechas',
  thanksTitle: 'Gracias',
  thanksBody: 'Calculamos cuándo puede inscribirse en Medicare.',
  seeResults: 'Ver cuándo puede inscribirse',
  resultsTitle: 'Sus fechas de inscripción',
  noAnswers: 'Primero responda algunas preguntas y le diremos cuándo puede inscribirse.',
  startQuiz: 'Comenzar el cuestionario',
  headline: {
    initial: 'Puede inscribirse ahora, en su Período de Inscripción Inicial.',
    special: 'Puede inscribirse durante un Período de Inscripción Especial.',
    'while-covered':
      'Puede inscribirse en cualquier momento mientras siga teniendo la cobertura de su trabajo.',
    general: 'Puede inscribirse del 1 de enero al 31 de marzo de cada año.',
  },
  window: (start: string, end: string | null) =>
    end
      ? `Desde el ${start} hasta el ${end}.`
      : `A partir del ${start}, mientras dure la cobertura de su trabajo.`,
  explain: {
    initial:
      'Este período de 7 meses gira en torno al mes en que usted cumple 65 años. Si se inscribe temprano, su cobertura puede comenzar a tiempo.',
    special:
      'Como deja la cobertura de su trabajo, tiene 8 meses después de que termine para inscribirse sin una multa por inscripción tardía. Inscríbase antes de que termine para no quedarse sin cobertura.',
    'while-covered':
      'Mientras tenga cobertura de un trabajo actual, puede esperar para inscribirse sin una multa por inscripción tardía. Tendrá 8 meses más después de que termine esa cobertura.',
    general:
      'Parece que su Período de Inscripción Inicial ya pasó. Todavía puede inscribirse entre el 1 de enero y el 31 de marzo de cada año; puede aplicarse una multa por inscripción tardía.',
  },
  missed: 'Su primera oportunidad de inscribirse (su Período de Inscripción Inicial) ya pasó.',
  nextStep:
    'Qué hacer ahora: llame a un agente de seguros con licencia. Puede revisar sus fechas y ayudarle a elegir un plan, sin costo para usted.',
  callNow: (phone: string) => `Llame al ${phoneWithTty(phone)}`,
  comparePlans: 'Compare los planes de su área',
} satisfies Translation<typeof quizMessages>;
