import type { Translation } from 'web-kit/i18n';
import type { leadFieldMessages } from 'web-kit/lead-form/fields';

export default {
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  emailOptional: 'Correo electrónico (opcional)',
  emailHint: 'Por ejemplo: nombre@ejemplo.com',
  phone: 'Número de teléfono',
  phoneHint: 'Diez dígitos, por ejemplo (602) 555-0123',
} satisfies Translation<typeof leadFieldMessages>;
