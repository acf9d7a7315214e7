/** The Spanish of the validation rules' messages (spec 5): the kit shows it on a page, the api answers it. */
import type { MESSAGES, TextBound } from './validation';

export const MESSAGES_ES = {
  required: 'Obligatorio',
  email: 'Correo electrónico no válido',
  phone: 'Escriba un número de teléfono válido',
  zip: 'Escriba un código postal válido de 5 dígitos',
  birthDateFormat: 'Escriba una fecha de nacimiento válida (mm/dd/aaaa)',
  birthDateYear: 'Escriba una fecha de nacimiento válida',
  birthDateFuture: 'Escriba una fecha anterior a hoy',
  county: 'Obligatorio',
  invalid: 'Revise este dato',
} as const satisfies { readonly [K in keyof typeof MESSAGES]: string };

const tooLong = (max: TextBound) => `Use como máximo ${max} caracteres`;

/** The Spanish of `TOO_LONG_MESSAGES`, bound for bound. */
export const TOO_LONG_MESSAGES_ES = {
  32: tooLong(32),
  40: tooLong(40),
  64: tooLong(64),
  80: tooLong(80),
  100: tooLong(100),
  200: tooLong(200),
  300: tooLong(300),
  320: tooLong(320),
  500: tooLong(500),
  512: tooLong(512),
  2000: tooLong(2000),
  2048: tooLong(2048),
  4000: tooLong(4000),
  4096: tooLong(4096),
} as const satisfies { readonly [K in TextBound]: string };
