import type { Translation } from 'web-kit/i18n';
import { phoneWithTty } from 'web-kit/messages';
import type { enrollMessages } from './messages';

export default {
  title: 'Inscribirse',
  intro:
    'Revise sus datos. Cuando continúe, se los enviaremos a la compañía de seguros y usted terminará de inscribirse en su sitio web seguro.',
  noPlan: 'Primero elija un plan y luego seleccione Inscribirse en ese plan.',
  seePlans: 'Ver los planes',
  planHeading: 'El plan que eligió',
  carrierAndPremium: (carrier: string, premium: string) => `${carrier} · ${premium} al mes`,
  loadingPlan: 'Cargando el plan…',
  detailsHeading: 'Sus datos',
  firstName: 'Nombre',
  lastName: 'Apellido',
  phoneNumber: 'Número de teléfono',
  phoneHint: 'Por ejemplo, (602) 555-0142',
  email: 'Correo electrónico',
  dateOfBirth: 'Fecha de nacimiento',
  dateOfBirthHint: 'mm/dd/aaaa, por ejemplo 04/28/1960',
  medicareId: 'Número de Medicare',
  medicareIdHint: 'En su tarjeta de Medicare roja, blanca y azul: 11 letras y números, como 1EG4-TE5-MK73',
  effectiveDate: '¿Cuándo debe empezar su cobertura?',
  zipLine: (zip: string, county: string) => `Código postal ${zip}, ${county}`,
  submit: 'Continuar a la compañía de seguros',
  submitting: 'Enviando sus datos…',
  handingOff: 'Le estamos llevando a la página de la compañía de seguros para inscribirse…',
  fixErrors: (n: number) => `Corrija ${n} ${n === 1 ? 'campo' : 'campos'} a continuación.`,
  serverFailed: (phone: string) =>
    `No pudimos enviar su inscripción. No se perdió nada de lo que escribió. Inténtelo de nuevo o llame a un agente de seguros con licencia al ${phoneWithTty(phone)}.`,
  effectiveDateRequired: 'Elija una fecha de inicio',
  throughAgent: (agent: string, writingNumber: string, carrier: string) =>
    `Su agente con licencia, ${agent}, se encargará de esta inscripción (número de agente ${writingNumber} con ${carrier}).`,
} satisfies Translation<typeof enrollMessages>;
