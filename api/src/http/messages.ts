/**
 * The api's own sentences that a page may show as they are (400 field errors, refusals, 503), in
 * English; `messages.es.ts` has their Spanish and `language.ts` answers in the request's language.
 * Sentences shared with the browser live in shared-contracts (`MESSAGES`, `SCHEDULING_MESSAGES`, ...).
 */

/** At most this many pharmacies on a session (here, since the refusal's sentence names the number). */
export const MAX_SESSION_PHARMACIES = 5;

export const API_MESSAGES = {
  invalidRequest: 'Invalid request',
  invalidQuery: 'Invalid query',
  invalidPathParameters: 'Invalid path parameters',
  invalidBody: 'Invalid body',
  malformedJson: 'Malformed JSON in request body',
  nulNotAllowed: 'NUL characters are not allowed',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  starting: 'The service is starting. Please try again in a moment.',
  captchaUnavailable: 'Captcha verification is unavailable, please try again',
  unknownAgent: 'Unknown agent',
  unknownSession: 'Unknown session',
  unknownPartner: 'Unknown partner',
  unknownCarrier: 'Unknown carrier',
  unknownNdc: 'Unknown NDC',
  unknownPharmacy: 'Unknown pharmacy',
  tooManyPharmacies: `At most ${MAX_SESSION_PHARMACIES} pharmacies can be selected`,
  fipsNeedsZip: 'fips needs its zip',
  countyMismatch: 'This county is not part of the ZIP code',
  areaNotServed: 'This area is not served',
  noPlansForYear: 'There are no plans for this year',
  noPlanInCounty: 'No such plan in this county',
  notPlansCarrier: "Not this plan's carrier",
  firstOfMonth: 'Coverage starts on the first day of a month',
  notOfferedDate: 'Not one of the offered effective dates',
  todaysDate: "Please enter today's date",
  pathMismatch: 'Does not match the path',
  notFound: 'Not Found',
  forbidden: 'Forbidden',
  payloadTooLarge: 'Payload Too Large',
  tooManyRequests: 'Too Many Requests',
  internalError: 'Internal Server Error',
  requestRefused: 'We could not do what you asked. Please try again.',
} as const;
