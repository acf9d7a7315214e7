import type { Translation } from 'web-kit/i18n';
import type { pharmacyMessages } from './messages';

const miles = (n: number) =>
  n.toLocaleString('es-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export default {
  title: 'Busque su farmacia',
  intro:
    'Elija las farmacias que usa. Los precios de los medicamentos pueden ser más bajos en las farmacias preferidas de un plan, y algunos planes envían los medicamentos por correo.',
  howLegend: '¿Cómo obtiene sus recetas?',
  retail: 'En una farmacia cerca de mí',
  mailOrder: 'Por correo',
  found: (n: number) => `${n} ${n === 1 ? 'farmacia encontrada' : 'farmacias encontradas'}`,
  showing: (shown: number, total: number) => `Se muestran ${shown} de ${total}`,
  showMore: 'Mostrar más',
  loadingMore: 'Cargando más…',
  empty: 'No hay farmacias cerca de su código postal que coincidan. Llámenos y le ayudaremos:',
  milesAway: (n: number) => `A ${miles(n)} millas`,
  byMail: 'Envía por correo',
  open24: 'Abierta las 24 horas',
  choose: (name: string) => `Elegir ${name}`,
  details: (name: string) => `Detalles de ${name}`,
  addressOf: (name: string) => `Dirección de ${name}, abre un mapa`,
  callPharmacy: (name: string) => `Llamar a ${name}`,
  save: (n: number) => `Guardar ${n} ${n === 1 ? 'farmacia' : 'farmacias'}`,
  saving: 'Guardando…',
  saved: 'Sus farmacias se guardaron. Los precios de los planes se actualizarán.',
  chosenTitle: 'Sus farmacias',
  noneChosen: 'Todavía no ha elegido una farmacia.',
  remove: 'Quitar',
  removeFor: (name: string) => `Quitar ${name}`,
  alreadyChosen: 'Ya es una de sus farmacias',
  limit: 'Puede elegir hasta 5 farmacias.',
  seePlans: 'Ver los planes con sus farmacias',
  detailTitle: 'Detalles de la farmacia',
  back: 'Volver a la búsqueda de farmacias',
  phone: 'Teléfono',
  address: 'Dirección',
  distance: 'Distancia',
  hours: 'Horario',
  hoursUnknown: 'Llame a la farmacia para saber su horario.',
  inYourPlans: 'En sus planes',
  addToSeePlans: 'Agregue esta farmacia para ver qué planes de su área la incluyen.',
  checkingPlans: 'Revisando los planes de su área…',
  plansUnavailable: 'No pudimos revisar los planes en este momento. Un agente con licencia puede decírselo.',
  inNetworkCount: (n: number, of: number) =>
    `En la red de ${n} de los ${of} planes con cobertura de medicamentos de su área.`,
  type: 'Tipo',
  retailType: 'Farmacia minorista',
  mailType: 'Farmacia de pedidos por correo',
  yours: 'Esta es una de sus farmacias.',
  addThis: 'Agregar a mis farmacias',
} satisfies Translation<typeof pharmacyMessages>;
