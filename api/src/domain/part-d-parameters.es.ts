/** The Spanish of the Part D sources (usted, the terms of medicare.gov en español), key for key. */
import type { PART_D_SOURCES } from './part-d-parameters';

const lis2027Copay = (name: string, amount2026: number, amount2027: number) =>
  `Todavía no confirmado por un texto de CMS: el copago de 2026 por cada medicamento ${name} de $${amount2026.toFixed(2)}, aumentado según el aumento confirmado de 2027 del límite de gastos de su bolsillo (de $2,100 a $2,400) y redondeado a 5 centavos: $${amount2027.toFixed(2)}`;

export const PART_D_SOURCES_ES = {
  cy2026: 'Instrucciones finales de CMS para el rediseño de la Parte D del año 2026, abril de 2025',
  cy2027:
    'Aviso previo de CMS para 2027 (26 de enero de 2026) y Anuncio de tarifas de 2027 (6 de abril de 2026)',
  deductible2027:
    'Todavía no confirmado por un texto de CMS: calculado aplicando el aumento confirmado de 2027 del límite de gastos de su bolsillo (de $2,100 a $2,400) al deducible de 2026 de $615',
  lisDeductible:
    'Hoja informativa del HHS del 12 de junio de 2023 sobre la Ley de Reducción de la Inflación: desde el 1 de enero de 2024, todas las personas con Ayuda Adicional reciben el subsidio completo y no pagan deducible (42 CFR 423.782)',
  lis2026Copay:
    'No confirmado por un texto de CMS: las cantidades de Ayuda Adicional de Medicare para 2026 según dos resúmenes independientes (hasta $5.10 por cada medicamento genérico y $12.65 por cada medicamento de marca en 2026); los $4.90 / $12.15 que a veces se citan son las cantidades de 2025',
  lis2027Generic: lis2027Copay('genérico', 5.1, 5.85),
  lis2027Brand: lis2027Copay('de marca', 12.65, 14.45),
} satisfies { readonly [K in keyof typeof PART_D_SOURCES]: string };
