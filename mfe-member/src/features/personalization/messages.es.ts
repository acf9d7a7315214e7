import type { Translation } from 'web-kit/i18n';
import type { personalizationMessages } from './messages';

export default {
  title: 'Personalización',
  intro:
    'Su agente con licencia los usa para encontrar planes que le convengan. Son sus medicamentos, sus médicos y sus farmacias, y los beneficios más importantes para usted.',
  drugsTitle: 'Sus medicamentos',
  noDrugs: 'No ha agregado ningún medicamento.',
  drugLine: (label: string, quantity: number) => `${label}, cantidad ${quantity}`,
  doctorsTitle: 'Sus médicos',
  noDoctors: 'No ha agregado ningún médico.',
  primaryCare: 'Médico de atención primaria',
  pharmaciesTitle: 'Sus farmacias',
  noPharmacies: 'No ha agregado ninguna farmacia.',
  mailOrder: 'Pedido por correo',
  benefitsTitle: 'Los beneficios importantes para usted',
  noBenefits: 'No nos ha dicho qué beneficios son importantes para usted.',
  tellAgent: 'Para cambiar algo de esto, dígaselo a su agente en la reunión o llámenos.',
  back: 'Atrás: Sus datos',
  next: 'Siguiente: Próximos pasos',
  benefits: {
    hearingAidCoverage: 'Audífonos',
    visionAidCoverage: 'Anteojos y lentes de contacto',
    additionalDentalServices: 'Atención dental',
    overTheCounterDrugReimbursement: 'Artículos de venta libre',
    transportationReimbursement: 'Transporte a las citas',
    telemedicine: 'Consultas médicas por teléfono o video',
    fitnessProgram: 'Programa de ejercicio',
    keepingSameDoctor: 'Conservar a mis médicos',
    prescriptionDrugCoverage: 'Cobertura de medicamentos recetados',
  },
} satisfies Translation<typeof personalizationMessages>;
