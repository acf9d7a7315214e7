import type { Translation } from 'web-kit/i18n';
import type { preferencesMessages } from './messages';

export default {
  title: 'Sus preferencias de beneficios',
  intro:
    'Díganos qué es importante para usted. Ordenamos los planes para que primero aparezca el que mejor le conviene.',
  labels: {
    hearingAidCoverage: 'Cobertura de audífonos',
    visionAidCoverage: 'Cobertura de la vista (anteojos, lentes de contacto)',
    additionalDentalServices: 'Servicios dentales adicionales',
    overTheCounterDrugReimbursement: 'Asignación para artículos de venta libre',
    transportationReimbursement: 'Transporte a las citas médicas',
    telemedicine: 'Consultas médicas por teléfono o video',
    fitnessProgram: 'Programa de ejercicio',
    keepingSameDoctor: 'Conservar a los médicos que veo ahora',
    prescriptionDrugCoverage: 'Cobertura de medicamentos recetados',
  },
  noAnswer: 'Sin respuesta',
  save: 'Guardar mis preferencias',
  saved: 'Guardado. Los planes ahora están ordenados según lo que es importante para usted.',
  failed: 'No pudimos guardar sus preferencias. Sus respuestas siguen aquí; inténtelo de nuevo.',
  seePlans: 'Ver sus planes',
} satisfies Translation<typeof preferencesMessages>;
