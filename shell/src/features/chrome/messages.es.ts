import type { Translation } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import type { chromeMessages } from './messages';

export default {
  productName: 'Buscador de planes de Medicare',
  homeLink: 'Página principal del Buscador de planes de Medicare',
  callDesktop: (phone: string) => `Llame a un agente de seguros con licencia | ${phoneWithTty(phone)}`,
  // One word on a phone: beside the menu and the longer Spanish name, 'Llame ahora' left the name a
  // column one word wide (four lines at 390 px).
  callMobile: 'Llame',
  callMobileNumber: (phone: string) => ` a un agente de seguros con licencia al ${phone}, TTY 711`,
  hours: (hours: string) => `Agentes con licencia disponibles ${hours}`,
  menu: 'Menú',
  plansFor: (zip: string, county: string) => `Planes para ${zip}, condado de ${county}`,
  changeZip: 'Cambiar el código postal',
  closeMenu: 'Cerrar',
  coBrand: (name: string) => `En colaboración con ${name}`,
  legalLinks: 'Avisos legales',
  privacy: 'Política de privacidad',
  terms: 'Términos',
  copyright: (year: number) =>
    `© ${year} Buscador de planes de Medicare. Una agencia de seguros de salud con licencia.`,
  skipToContent: 'Ir al contenido principal',
  savingSession: 'Estamos preparando todo para usted…',
  offline:
    'No tiene conexión. Lo que ve puede no estar al día; puede llamar a un agente de seguros con licencia.',
  steps: 'Su progreso',
  stepLabel: (n: number, label: string) => `Paso ${n}: ${label}`.trimEnd(),
  stepNames: {
    yourInformation: 'Sus datos',
    planTypeSelection: 'Selección del tipo de plan',
    compareAndEnroll: 'Comparar planes e inscribirse',
    personalization: 'Personalización',
    nextSteps: 'Próximos pasos',
  },
  currentStep: 'paso actual',
  helpHeading: '¿Necesita ayuda?',
  agentMessage:
    'Nuestros agentes de seguros con licencia pueden responder sus preguntas y ayudarle a comparar planes.',
  yourAgent: 'Su agente con licencia',
  noObligation: 'No tiene ninguna obligación de inscribirse',
  disclaimersHeading: 'Información importante',
  lastUpdated: (date: string) => `Última actualización: ${date}`,
  languageName: { en: 'English', es: 'Español' },
} satisfies Translation<typeof chromeMessages>;
