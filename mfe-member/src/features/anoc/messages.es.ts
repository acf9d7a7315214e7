import type { Translation } from 'web-kit/i18n';
import type { anocMessages } from './messages';

export default {
  title: 'Aviso anual de cambios',
  intro: (thisYear: number, nextYear: number) =>
    `Cómo cambia su plan de ${thisYear} a ${nextYear}. Abajo aparece cada valor que cambia.`,
  noPlan: 'No tenemos su plan actual en nuestros registros. Llámenos y su agente lo revisará con usted.',
  planLine: (plan: string, carrier: string) => `${plan}, de ${carrier}`,
  tableCaption: (thisYear: number, nextYear: number) =>
    `Lo que cambia en su plan de ${thisYear} a ${nextYear}`,
  what: 'Qué',
  change: 'Qué cambia',
  notOffered: 'No se ofrece',
  went: (from: string, to: string) => `Cambia de ${from} a ${to}`,
  added: (to: string) => `Nuevo: ${to}`,
  removed: (from: string) => `Ya no está cubierto (era ${from})`,
  noChanges: 'Nada de su plan cambia el próximo año.',
  premium: 'Prima mensual',
  drugsTitle: 'Sus medicamentos el próximo año',
  drugsCaption: 'Costo anual estimado de sus medicamentos con este plan',
  drug: 'Medicamento',
  tier: 'Nivel',
  yearlyCost: 'Costo anual',
  tierLine: (from: number | null, to: number | null) =>
    from === to
      ? `Se queda en el nivel ${from ?? '—'}`
      : `Nivel ${from ?? 'no cubierto'} → nivel ${to ?? 'no cubierto'}`,
  totalDrugCost: 'Todos sus medicamentos',
  noDrugs: 'No ha agregado ningún medicamento, por eso no pudimos calcular el costo de los medicamentos.',
  sample: 'Datos de muestra: estos valores del plan son ejemplos.',
} satisfies Translation<typeof anocMessages>;
