import type { Translation } from 'web-kit/i18n';
import type { extraHelpMessages } from './messages';

export default {
  legend: '¿Recibe usted Ayuda Adicional para pagar sus medicamentos?',
  hint: 'La Ayuda Adicional es el programa de Medicare que baja los costos de la Parte D para personas con ingresos y recursos limitados.',
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
    `Los costos de los medicamentos se calculan con la Ayuda Adicional: un deducible de medicamentos de ${deductible}, y como máximo ${generic} por cada medicamento genérico y ${brand} por cada medicamento de marca.`,
  premiums:
    'Las primas se muestran después de la ayuda de la Ayuda Adicional con las primas, según los archivos de planes de Medicare; un plan cuyos archivos no dan ese monto muestra su prima completa.',
} satisfies Translation<typeof extraHelpMessages>;
