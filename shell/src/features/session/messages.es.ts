import type { Translation } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import type { sessionMessages } from './messages';

export default {
  title: '¿Necesita más tiempo?',
  body: 'Por su seguridad, su visita termina en 2 minutos si no hace nada. Si se queda, se guardan su código postal, sus medicamentos, sus médicos y los planes que eligió.',
  stay: 'Sí, necesito más tiempo',
  failed: (phone: string) =>
    `No pudimos mantener abierta su visita. Puede continuar, o llamar a un agente de seguros con licencia al ${phoneWithTty(phone)}.`,
  memberBody:
    'Para proteger su cuenta, su acceso termina en 2 minutos si no hace nada. Si se queda, se guarda lo que escribió.',
  memberFailed: (phone: string) =>
    `No pudimos mantener abierto su acceso. Abra otra vez el enlace de su agente, o llame a un agente de seguros con licencia al ${phoneWithTty(phone)}.`,
} satisfies Translation<typeof sessionMessages>;
