import type { Translation } from 'web-kit/i18n';
import type { drugMessages } from './messages';

export default {
  listTitle: 'Sus medicamentos',
  listIntro:
    'Agregue los medicamentos recetados que toma. Los usamos para calcular lo que le costará cada plan.',
  none: 'Todavía no ha agregado ningún medicamento.',
  add: 'Agregar un medicamento',
  addAnother: 'Agregar otro medicamento',
  remove: 'Quitar',
  removeFor: (name: string) => `Quitar: ${name}`,
  removed: (name: string) => `Se quitó ${name}. Los costos de los planes se actualizarán.`,
  added: (name: string) => `Se agregó ${name}. Los costos de los planes se actualizarán.`,
  removeFailed: 'No pudimos quitar ese medicamento. Inténtelo de nuevo.',
  frequencies: {
    EVERY_MONTH: 'Cada mes',
    EVERY_2_MONTHS: 'Cada 2 meses',
    EVERY_3_MONTHS: 'Cada 3 meses',
  },
  quantityLine: (quantity: number, frequency: string) => `Cantidad ${quantity}, ${frequency.toLowerCase()}`,
  seePlans: 'Ver los planes con el costo de sus medicamentos',
  loading: 'Cargando sus medicamentos…',
  addTitle: 'Agregar un medicamento',
  backToList: 'Volver a sus medicamentos',
} satisfies Translation<typeof drugMessages>;
