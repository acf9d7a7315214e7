import type { Translation } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import type { errorMessages } from './messages';

export default {
  notFoundHeadline: 'Error 404',
  notFoundReassure: '¡No se preocupe, no se ha perdido!',
  notFoundSecondReading: 'No pudimos encontrar esta página',
  medicareQuestions: 'Encuentre respuestas a sus preguntas sobre Medicare',
  callUs: (phone: string) => `Llame a un agente de seguros con licencia al ${phoneWithTty(phone)}`,
  errorHeadline: (status: number) => `Error ${status}`,
  errorPageFailed: 'Ocurrió un error al mostrar la página de error',
  goHome: 'Volver a la página principal',
} satisfies Translation<typeof errorMessages>;
