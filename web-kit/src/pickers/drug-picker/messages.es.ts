import type { Translation } from 'web-kit/i18n';
import type { drugPickerMessages } from './messages';

export default {
  searchLabel: 'Nombre del medicamento',
  searchHint: 'Escriba al menos 2 letras del nombre de marca o genérico.',
  searching: 'Buscando…',
  results: (n: number) =>
    n === 0
      ? 'No encontramos medicamentos. Revise cómo lo escribió o pruebe con el nombre genérico.'
      : `${n} ${n === 1 ? 'medicamento encontrado' : 'medicamentos encontrados'}.`,
  choose: (name: string) => `Elegir ${name}`,
  brand: 'De marca',
  generic: 'Genérico',
  genericOf: (g: string) => `Nombre genérico: ${g}`,
  dosageLegend: '¿Qué dosis toma?',
  quantity: 'Cantidad',
  quantityHint: (unit: string) => `Cuántas unidades (${unit}) por surtido`,
  quantityError: 'Escriba una cantidad mayor que 0',
  frequency: '¿Cada cuánto surte la receta?',
  frequencies: {
    EVERY_MONTH: 'Cada mes',
    EVERY_2_MONTHS: 'Cada 2 meses',
    EVERY_3_MONTHS: 'Cada 3 meses',
  },
  save: 'Agregar este medicamento',
  saving: 'Guardando…',
  saveFailed: 'No pudimos guardar este medicamento. Sus opciones siguen aquí; inténtelo de nuevo.',
  chooseOther: 'Elegir otro medicamento',
} satisfies Translation<typeof drugPickerMessages>;
