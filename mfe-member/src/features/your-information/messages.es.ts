import type { Translation } from 'web-kit/i18n';
import type { yourInformationMessages } from './messages';

export default {
  title: 'Sus datos',
  intro: 'Revise sus datos y su reunión con su agente con licencia. Puede cambiarlos aquí.',
  detailsTitle: 'Sus datos personales',
  firstName: 'Nombre',
  lastName: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Número de teléfono',
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'Por ejemplo, 03/09/1958',
  zip: 'Código postal',
  county: (county: string) => `Condado: ${county}`,
  save: 'Guardar mis datos',
  saved: 'Sus datos se guardaron.',
  draftKept: 'Guardamos lo que escribió antes. Revíselo y luego guarde sus datos.',
  saveFailed: 'No pudimos guardar sus datos. No se perdió nada de lo que escribió: inténtelo de nuevo.',
  meetingTitle: 'Su reunión',
  noMeeting: 'Todavía no tiene una reunión programada. Elija una hora que le convenga.',
  cancelledMeeting: 'Su última reunión se canceló. Elija una nueva hora que le convenga.',
  soaTitle: 'Alcance de la cita',
  soaNeeded:
    'Medicare dice que debemos guardar un registro de lo que quiere hablar antes de su reunión. Toma un minuto.',
  soaStart: 'Llenar el alcance de la cita',
  soaSigned: (date: string) => `Usted firmó el alcance de la cita el ${date}.`,
  soaUnsigned: 'El alcance de la cita está esperando su firma.',
  soaSign: 'Firmar el alcance de la cita',
  next: 'Siguiente: Personalización',
  landingTitle: 'Sus páginas de miembro',
} satisfies Translation<typeof yourInformationMessages>;
