import type { Translation } from 'web-kit/i18n';
import type { medigapMessages } from './messages';

export default {
  title: 'Planes Medigap (Seguro suplementario de Medicare)',
  intro:
    'Los planes Medigap (Seguro suplementario de Medicare) ayudan a pagar la parte de sus facturas que Medicare Original no paga: su deducible y su parte de cada factura. Los precios dependen de su edad, sexo, uso de tabaco y dónde vive.',
  formTitle: 'Obtenga sus precios',
  priceIntro:
    'Abajo está lo que cubre este plan. Su precio mensual depende de su edad, sexo y uso de tabaco: responda estas preguntas para verlo.',
  formHelp: 'Solo usamos estas respuestas para mostrarle sus precios.',
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'Por ejemplo, 04/28/1960',
  gender: 'Sexo',
  tobacco: '¿Usa tabaco?',
  coverageStart: '¿Cuándo quiere que empiece su cobertura?',
  partB: '¿Cuándo empezó (o empezará) su Parte B de Medicare?',
  partBHint: 'La mayoría de las personas empieza a los 65. Por ejemplo, 04/01/2025',
  dateFormat: 'Escriba una fecha válida (mm/dd/aaaa)',
  submit: 'Ver mis precios',
  submitHint: 'Responda todas las preguntas para ver sus precios.',
  quotesFor: (age: number, gender: string, tobacco: boolean) =>
    `Precios para ${gender === 'Female' ? 'una mujer' : 'un hombre'} de ${age} años, ${tobacco ? 'que usa tabaco' : 'que no usa tabaco'}.`,
  loading: 'Obteniendo sus precios…',
  none: 'No encontramos planes Medigap en su área. Un agente con licencia puede ayudarle a ver otras opciones.',
  monthly: 'Prima mensual',
  perMonth: 'al mes',
  planLetter: (l: string) => `Plan ${l}`,
  unavailable: 'No disponible para usted',
  coverageHeading: 'Lo que paga este plan',
  sortNote: 'Primero aparecen los planes con la prima mensual más baja.',
  coverage: {
    included: 'Cubierto',
    'not included': 'No cubierto',
    '50%': 'Cubierto al 50%',
    '75%': 'Cubierto al 75%',
  },
  tableTitle: 'Compare los tipos de planes Medigap',
  tableIntro:
    'Toda compañía de seguros ofrece los mismos beneficios para una letra de plan. Lo que cambia es el precio. Esta tabla muestra lo que cubre cada letra de plan.',
  tableCaption: 'Lo que cubre cada letra de plan Medigap y lo que puede costar cada mes',
  planColumn: 'Plan',
  rangeColumn: 'Prima mensual típica',
  oopColumn: 'Límite anual de gastos de su bolsillo',
  noLimit: 'No necesita límite',
  moreAbout: (l: string) => `Más sobre el Plan ${l}`,
  scrollHint: 'Desplácese hacia los lados para ver todas las columnas.',
  range: (min: string, max: string) => `${min}-${max}`,
  notice: 'Nota',
  details: 'Ver los detalles del plan',
  changeAnswers: 'Cambiar mis respuestas',
  enroll: 'Inscribirse en este plan',
  backToPlans: 'Volver a los planes',
  perYear: (amount: string) => `(${amount} al año)`,
  detailsFor: (name: string) => `Ver los detalles del plan: ${name}`,
  coverageWords: {
    items: [
      'Coseguro de la Parte A y 365 días adicionales de hospital',
      'Coseguro o copago de la Parte B',
      'Sangre (las primeras 3 pintas)',
      'Coseguro de cuidados de hospicio de la Parte A',
      'Deducible de la Parte A',
      'Deducible de la Parte B',
    ],
    services: {
      lab: 'Análisis de laboratorio y radiografías para pacientes ambulatorios',
      hospital: 'Hospitalización',
      emergency: 'Sala de emergencias',
      ambulance: 'Ambulancia',
      urgentCare: 'Atención de urgencia',
      surgery: 'Cirugía ambulatoria',
      skilledNursing: 'Centro de enfermería especializada',
      homeHealth: 'Cuidado de la salud en el hogar',
      foreignTravel: 'Emergencias durante viajes al extranjero',
    },
    planPays: (what: string) => `El plan paga ${what}`,
    youPay: (what: string) => `Usted paga ${what}`,
    planPaysShare: (share: string, what: string) => `El plan paga el ${share} de ${what}`,
    homeHealthShare: 'la parte de la Parte B de los suministros de cuidado de la salud en el hogar',
    foreignTravel: (deductible: string, coinsurancePercent: number, lifetimeMax: string) =>
      `Después de un deducible de ${deductible}, el plan paga el 80% y usted paga el ${coinsurancePercent}% de la atención de emergencia fuera de los EE. UU., hasta un máximo de ${lifetimeMax} de por vida`,
    notCovered: 'No cubierto',
    partBDeductibleCovered: 'el deducible de la Parte B está cubierto',
    partBDeductibleFirst: 'usted paga primero el deducible de la Parte B',
    partBPlanN: (deductible: string) =>
      `${deductible}; después $0, salvo hasta $20 por visita al consultorio y hasta $50 por visita a la sala de emergencias que no termine en una hospitalización`,
    partBCovered: (deductible: string) => `${deductible}; después $0 (el plan paga el coseguro del 20%)`,
    partBShare: (deductible: string, share: string) =>
      `${deductible}; después el plan paga el ${share} del coseguro del 20%`,
    partADeductibleShared: (youPay: string, planPaysPercent: number) =>
      `usted paga ${youPay} del deducible de la Parte A y el plan paga el otro ${planPaysPercent}%`,
    partADeductibleCovered: 'deducible de la Parte A de $0',
    partADeductibleYours: 'usted paga el deducible de la Parte A',
    partAHospital: (deductible: string) =>
      `${deductible}; el coseguro de la Parte A está cubierto, más 365 días adicionales después de agotados los beneficios de Medicare (además de los 60 días de reserva de por vida)`,
    skilledNursingYours: 'usted paga el coseguro diario',
    skilledNursingShare: (percent: number) => `el plan paga el ${percent}% del coseguro diario`,
    skilledNursing: (days21To100: string) => `Días 1-20: $0; días 21-100: ${days21To100}`,
    noticeOutOfPocket: (limit: string) =>
      `Después de pagar ${limit} de su bolsillo en un año, el plan paga el 100% de los servicios cubiertos durante el resto del año.`,
    noticePlanN:
      'Es posible que pague hasta $20 por algunas visitas al consultorio y hasta $50 por visitas a la sala de emergencias que no terminen en una hospitalización.',
    noticePlanG: 'Cubre todo lo que cubre el Plan F, salvo el deducible de la Parte B.',
    noticeStandard:
      'Beneficios estandarizados de Medigap (Seguro suplementario de Medicare): todas las compañías ofrecen la misma cobertura para esta letra de plan.',
  },
} satisfies Translation<typeof medigapMessages>;
