import type { Translation } from 'web-kit/i18n';
import type { commonMessages, PlanDataNotice } from 'web-kit/messages';
import { phoneWithTty } from './phone-line';

export default {
  callLine: '¿Tiene preguntas? Un agente de seguros con licencia puede ayudarle.',
  callRegionLabel: 'Hable con un agente con licencia',
  call: (phone: string) => `Llame al ${phoneWithTty(phone)}`,
  needZipTitle: 'Escriba su código postal para ver los planes',
  needZipBody:
    'Los planes y sus precios dependen de dónde vive. Díganos su código postal y le mostraremos los planes de su condado.',
  needZipButton: 'Escriba su código postal',
  sessionStarting: (zip: string) => `Estamos preparando los planes para ${zip}…`,
  sessionFailedTitle: 'Todavía estamos preparando sus planes',
  sessionFailedBody: (phone: string) =>
    `Esto está tardando más de lo normal. Seguimos intentándolo, o puede intentarlo de nuevo ahora. Un agente de seguros con licencia al ${phoneWithTty(phone)} también puede ayudarle de inmediato.`,
  fetchFailedTitle: 'No pudimos cargar esto en este momento',
  fetchFailedBody: (phone: string) =>
    `Inténtelo de nuevo en un momento. Si sigue pasando, llame a un agente de seguros con licencia al ${phoneWithTty(phone)}. Le puede dar la misma información.`,
  partUnavailableTitle: 'Esta parte de la página no está disponible en este momento',
  partUnavailableBody:
    'Seguimos intentándolo y la mostraremos en cuanto vuelva. También puede intentarlo de nuevo ahora, o llamarnos y un agente de seguros con licencia le ayudará.',
  tryAgain: 'Intentar de nuevo',
  loading: 'Cargando…',
  sampleData: 'Datos de muestra: los planes y precios de este sitio son inventados, no ofertas reales.',
  planData: ({ publisher, contractYear, quarter, imported }: PlanDataNotice) =>
    `Datos de los planes: ${[
      publisher,
      contractYear === null ? null : `año de contrato ${contractYear}`,
      quarter === null ? null : `trimestre ${quarter}`,
      `importados el ${imported}`,
    ]
      .filter(Boolean)
      .join(', ')}.`,
  comingSoon: 'Un agente de seguros con licencia puede ayudarle con esto hoy mismo.',
  close: 'Cerrar',
  startOver: {
    button: 'Empezar de nuevo',
    title: '¿Empezar de nuevo?',
    explain:
      'Esto borra de este dispositivo su código postal, medicamentos, farmacias, médicos, beneficios elegidos y datos personales, y empieza una visita nueva. Los planes en los que se inscribió no cambian.',
    confirm: 'Sí, empezar de nuevo',
    keep: 'No, conservar mi información',
  },
  agentTitles: {
    medicareAgent: 'Agente de Medicare',
    seniorLicensedMedicareAgent: 'Agente sénior de Medicare con licencia',
  },
} satisfies Translation<typeof commonMessages>;
