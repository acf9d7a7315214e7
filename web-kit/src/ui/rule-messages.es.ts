import type { MESSAGES } from 'shared-contracts';
import type { Translation } from '../i18n';

export default {
  required: 'Obligatorio',
  email: 'Correo electrónico no válido',
  phone: 'Escriba un número de teléfono válido',
  zip: 'Escriba un código postal válido de 5 dígitos',
  birthDateFormat: 'Escriba una fecha de nacimiento válida (mm/dd/aaaa)',
  birthDateYear: 'Escriba una fecha de nacimiento válida',
  birthDateFuture: 'Escriba una fecha anterior a hoy',
  county: 'Obligatorio',
} satisfies Translation<typeof MESSAGES>;
