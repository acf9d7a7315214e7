import type { Translation } from 'web-kit/i18n';
import { phoneWithTty } from '../../phone-line';
import type { doctorPickerMessages } from './messages';

export default {
  searchLabel: 'Nombre o especialidad del médico',
  searchHint:
    'Por ejemplo, escriba un nombre como Smith o un tipo de médico como Cardiología. Déjelo vacío para ver todos los médicos cerca de usted.',
  search: 'Buscar médicos',
  includeChosen: 'Mostrar también los médicos que ya agregué',
  searching: 'Buscando…',
  found: (n: number) => `${n} ${n === 1 ? 'médico encontrado' : 'médicos encontrados'}`,
  showing: (from: number, to: number, total: number) => `Se muestran del ${from} al ${to} de ${total}`,
  previous: 'Médicos anteriores',
  next: 'Más médicos',
  empty: (term: string, phone: string) =>
    `Ningún médico cerca de usted coincide con ${term ? `“${term}”` : 'su búsqueda'}. Llámenos y le ayudaremos: ${phoneWithTty(phone)}.`,
  milesAway: (miles: number) => `a ${miles.toFixed(2)} millas`,
  addressOf: (name: string) => `Dirección de ${name}, abre un mapa`,
  add: 'Agregar este médico',
  addFor: (name: string) => `Agregar a ${name}`,
  adding: 'Agregando…',
  added: (name: string) => `${name} se agregó a sus médicos. Los planes mostrarán si está en la red.`,
  duplicate: (name: string) => `${name} ya está en su lista de médicos, así que no se agregó otra vez.`,
  addFailed: (name: string) => `No pudimos agregar a ${name}. Inténtelo de nuevo.`,
  chosenTitle: 'Sus médicos',
  noneChosen: 'Todavía no ha agregado ningún médico.',
  pcp: 'Médico de atención primaria',
  markPcp: 'Mi médico de atención primaria',
  markPcpFor: (name: string) => `${name} es mi médico de atención primaria`,
  pcpMarked: (name: string) => `${name} ahora es su médico de atención primaria.`,
  pcpUnmarked: (name: string) => `${name} ya no es su médico de atención primaria.`,
  remove: 'Quitar',
  removeFor: (name: string) => `Quitar a ${name}`,
  removed: (name: string) => `${name} se quitó de sus médicos.`,
  changeFailed: 'No pudimos guardar ese cambio. Inténtelo de nuevo.',
} satisfies Translation<typeof doctorPickerMessages>;
