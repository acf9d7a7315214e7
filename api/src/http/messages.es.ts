/**
 * The Spanish of every sentence the api may answer to a person (usted, the terms of the suite's own
 * Spanish catalogues and of medicare.gov en español), beside the English it stands for.
 */
import { MESSAGES, TOO_LONG_MESSAGES } from 'shared-contracts';
import { ESIGN_MESSAGES, MEMBER_MESSAGES, SCHEDULING_MESSAGES, SOA_MESSAGES } from 'shared-contracts/api';
import { NOTICES } from 'shared-contracts/notices';
import { NOTICES_ES } from 'shared-contracts/notices.es';
import { MESSAGES_ES, TOO_LONG_MESSAGES_ES } from 'shared-contracts/validation.es';
import { PART_D_SOURCES } from '../domain/part-d-parameters';
import { PART_D_SOURCES_ES } from '../domain/part-d-parameters.es';
import { AGENT_ERRORS_CATALOGUE } from '../features/agents/messages';
import { DRUG_ERRORS_CATALOGUE } from '../features/drugs/messages';
import { ENROLLMENT_ERRORS_CATALOGUE } from '../features/enrollment/messages';
import { DOCUMENT_ERRORS_CATALOGUE } from '../features/esign/messages';
import { LEAD_ERRORS_CATALOGUE } from '../features/leads/messages';
import { MARKETING_ERRORS_CATALOGUE } from '../features/marketing/messages';
import { MEDIGAP_ERRORS_CATALOGUE } from '../features/medsupp/messages';
import { ACCOUNT_ERRORS_CATALOGUE } from '../features/member-accounts/messages';
import { PARTNER_ERRORS_CATALOGUE } from '../features/partners/messages';
import { PHARMACY_ERRORS_CATALOGUE } from '../features/pharmacies/messages';
import { PLAN_ERRORS_CATALOGUE } from '../features/plans/messages';
import { PREFILL_ERRORS_CATALOGUE } from '../features/prefill/messages';
import { NETWORK_TEXTS_CATALOGUE } from '../features/provider-network/messages';
import { PROVIDER_ERRORS_CATALOGUE } from '../features/providers/messages';
import { MEETING_ERRORS_CATALOGUE } from '../features/scheduling/messages';
import { SOA_ERRORS_CATALOGUE } from '../features/scope-of-appointment/messages';
import { SAVED_LOCATION_ERRORS_CATALOGUE } from '../features/session-locations/messages';
import { SESSION_ERRORS_CATALOGUE } from '../features/sessions/messages';
import { API_MESSAGES, MAX_SESSION_PHARMACIES } from './messages';

type Spanish<T> = { readonly [K in keyof T]: string };

/** Each English catalogue with its Spanish, key for key. */
export const SPANISH_CATALOGUES: readonly (readonly [Record<string, string>, Record<string, string>])[] = [
  [
    API_MESSAGES,
    {
      invalidRequest: 'Solicitud no válida',
      invalidQuery: 'Consulta no válida',
      invalidPathParameters: 'Dirección no válida',
      invalidBody: 'Datos no válidos',
      malformedJson: 'Los datos enviados no se pueden leer',
      nulNotAllowed: 'No se permiten caracteres nulos',
      serviceUnavailable:
        'El servicio no está disponible por un momento. Inténtelo de nuevo en unos instantes.',
      starting: 'El servicio se está poniendo en marcha. Inténtelo de nuevo en un momento.',
      captchaUnavailable: 'No pudimos hacer la verificación de seguridad. Inténtelo de nuevo.',
      unknownAgent: 'No conocemos a ese agente',
      unknownSession: 'No conocemos esa visita',
      unknownPartner: 'No conocemos a ese socio',
      unknownCarrier: 'No conocemos esa compañía de seguros',
      unknownNdc: 'No conocemos ese medicamento (NDC)',
      unknownPharmacy: 'No conocemos esa farmacia',
      tooManyPharmacies: `Puede elegir ${MAX_SESSION_PHARMACIES} farmacias como máximo`,
      fipsNeedsZip: 'El condado necesita su código postal',
      countyMismatch: 'Este condado no forma parte del código postal',
      areaNotServed: 'No prestamos servicio en esta zona',
      noPlansForYear: 'No hay planes para este año',
      noPlanInCounty: 'Ese plan no se ofrece en este condado',
      notPlansCarrier: 'Esa no es la compañía de seguros de este plan',
      firstOfMonth: 'La cobertura empieza el primer día de un mes',
      notOfferedDate: 'Esa no es una de las fechas de inicio que se ofrecen',
      todaysDate: 'Escriba la fecha de hoy',
      pathMismatch: 'No coincide con la dirección',
      notFound: 'No encontramos lo que buscaba',
      forbidden: 'No tiene permiso para hacer esto',
      payloadTooLarge: 'Los datos enviados son demasiado grandes',
      tooManyRequests: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
      internalError: 'Algo salió mal de nuestro lado. Inténtelo de nuevo en un momento.',
      requestRefused: 'No pudimos hacer lo que pidió. Inténtelo de nuevo.',
    } satisfies Spanish<typeof API_MESSAGES>,
  ],
  [MESSAGES, MESSAGES_ES],
  [TOO_LONG_MESSAGES, TOO_LONG_MESSAGES_ES],
  [
    SCHEDULING_MESSAGES,
    {
      slotTaken: 'Lo sentimos, alguien acaba de reservar esa hora. Elija otra hora.',
      slotUnavailable: 'Esa hora no está disponible. Elija otra hora.',
      kindUnavailable: 'Este agente no ofrece ese tipo de reunión.',
      contactMissing: 'Díganos su nombre y su número de teléfono antes de reservar una reunión.',
      alreadyBooked: 'Usted ya tiene una reunión programada. Puede cambiarla o cancelarla.',
      notChangeable: 'Esta reunión ya comenzó o se canceló.',
      zipMissing: 'Escriba su código postal para que le mostremos las horas en su zona horaria.',
    } satisfies Spanish<typeof SCHEDULING_MESSAGES>,
  ],
  [
    ESIGN_MESSAGES,
    {
      consentFirst: 'Antes de firmar, acepte hacer trámites por medios electrónicos.',
      alreadySigned: 'Este documento ya está firmado.',
      changed: 'Este documento cambió desde que lo abrió. Léalo de nuevo antes de firmarlo.',
      notSigned: 'Este documento todavía no está firmado.',
      unknownEnrollment: 'No hay una inscripción así en esta visita',
    } satisfies Spanish<typeof ESIGN_MESSAGES>,
  ],
  [
    SOA_MESSAGES,
    {
      meetingStarted: 'El alcance de la cita debe acordarse antes de que empiece la reunión.',
      unknownMeeting: 'No hay una reunión así en esta visita',
      signedAlready: 'Este alcance de la cita ya está firmado y no se puede cambiar.',
    } satisfies Spanish<typeof SOA_MESSAGES>,
  ],
  [
    MEMBER_MESSAGES,
    {
      linkInvalid: 'Este enlace venció o ya no es válido. Llámenos para recibir uno nuevo.',
      noCurrentPlan: 'No tenemos su plan actual en nuestros registros.',
      noNextYear: 'Los detalles del plan del próximo año todavía no están disponibles.',
      sessionTaken: 'Esta visita ya pertenece a una cuenta.',
      unknownPlan: 'Ese plan no se ofrece en este condado',
    } satisfies Spanish<typeof MEMBER_MESSAGES>,
  ],
  [NOTICES, NOTICES_ES],
  [PART_D_SOURCES, PART_D_SOURCES_ES],
  // Each feature's error answers, in its own messages.ts.
  AGENT_ERRORS_CATALOGUE,
  DRUG_ERRORS_CATALOGUE,
  ENROLLMENT_ERRORS_CATALOGUE,
  DOCUMENT_ERRORS_CATALOGUE,
  LEAD_ERRORS_CATALOGUE,
  MARKETING_ERRORS_CATALOGUE,
  MEDIGAP_ERRORS_CATALOGUE,
  ACCOUNT_ERRORS_CATALOGUE,
  PARTNER_ERRORS_CATALOGUE,
  PHARMACY_ERRORS_CATALOGUE,
  PLAN_ERRORS_CATALOGUE,
  PREFILL_ERRORS_CATALOGUE,
  PROVIDER_ERRORS_CATALOGUE,
  NETWORK_TEXTS_CATALOGUE,
  MEETING_ERRORS_CATALOGUE,
  SOA_ERRORS_CATALOGUE,
  SAVED_LOCATION_ERRORS_CATALOGUE,
  SESSION_ERRORS_CATALOGUE,
];
