import type { Translation } from 'web-kit/i18n';
import type { extraHelpMessages } from './messages';

export default {
  legend: '¿Recibe usted Ayuda Adicional para pagar sus medicamentos?',
  hint: 'La Ayuda Adicional es un programa de Medicare. Baja los costos de los medicamentos para personas con pocos ingresos y ahorros.',
  options: {
    full: 'Sí, Ayuda Adicional completa',
    partial: 'Sí, Ayuda Adicional parcial',
    no: 'No',
    unknown: 'No sé',
  },
  saving: 'Actualizando sus costos…',
  saved: 'Sus costos están actualizados.',
  saveFailed: 'No pudimos guardar su respuesta. Elíjala otra vez para intentarlo de nuevo.',
  appliedTitle: 'Se aplicó la Ayuda Adicional.',
  applied: (deductible: string, generic: string, brand: string) =>
    `Con la Ayuda Adicional, su deducible de medicamentos es de ${deductible}. Paga como máximo ${generic} por un medicamento genérico y ${brand} por un medicamento de marca.`,
  premiums:
    'Las primas se muestran como las rebaja la Ayuda Adicional, según los archivos de planes de Medicare. Si los archivos de un plan no dan un monto rebajado, verá su prima completa.',
} satisfies Translation<typeof extraHelpMessages>;
