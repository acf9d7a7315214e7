/** The Spanish of the validation rules' messages (spec 5): the kit shows it on a page, the api answers it. */
import type { MESSAGES } from './validation';

export const MESSAGES_ES = {
  required: 'Obligatorio',
  email: 'Correo electrónico no válido',
  phone: 'Escriba un número de teléfono válido',
  zip: 'Escriba un código postal válido de 5 dígitos',
  birthDateFormat: 'Escriba una fecha de nacimiento válida (mm/dd/aaaa)',
  birthDateYear: 'Escriba una fecha de nacimiento válida',
  birthDateFuture: 'Escriba una fecha anterior a hoy',
  county: 'Obligatorio',
} as const satisfies { readonly [K in keyof typeof MESSAGES]: string };
