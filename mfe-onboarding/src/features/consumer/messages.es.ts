import type { Translation } from 'web-kit/i18n';
import type { consumerMessages } from './messages';

/** The stored values stay English ('Very important'): only the labels are in Spanish. */
export default {
  zip: 'Código postal',
  zipHint: 'Cinco dígitos',
  county: 'Condado',
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'mm/dd/aaaa',
  gender: 'Sexo',
  medAB: '¿Tiene ahora la Parte A y la Parte B de Medicare?',
  partA: 'Fecha de inicio de la Parte A',
  partB: 'Fecha de inicio de la Parte B',
  partHint:
    'mm/dd/aaaa. Escribimos la fecha en que usted cumple 65 años; cámbiela si su tarjeta muestra otra fecha.',
  dateFormat: 'Escriba la fecha como mm/dd/aaaa',
  effectiveDate: '¿Cuándo debe comenzar su nueva cobertura?',
  smoke: '¿Usa tabaco?',
  importanceLegend: (what: string) => `¿Qué tan importante es para usted ${what}?`,
  dental: 'la cobertura dental',
  vision: 'la cobertura de la vista',
  drugCoverage: 'la cobertura de medicamentos recetados',
  keepingDoctor: 'conservar a sus médicos',
  importance: {
    'Not important': 'No es importante',
    'Somewhat important': 'Algo importante',
    'Very important': 'Muy importante',
  },
  anyProgram: 'Cualquier programa',
  answersSaveFailed: 'No pudimos guardar sus respuestas. Siguen aquí; inténtelo de nuevo.',
  detailsSaveFailed: 'No pudimos guardar sus datos. Todo lo que escribió sigue aquí; inténtelo de nuevo.',
} satisfies Translation<typeof consumerMessages>;
