/**
 * Sentences the api answers and the pages show from the same constant (the not-served answer, the
 * captcha refusal, the Medigap C and F rule), one catalogue so each has its Spanish once
 * (`notices.es.ts`): the api translates its answers with it, the kit shows it on a page.
 */
import { PRODUCT_NAME } from './constants';

export const NOTICES = {
  /** Answer of GET /markets for a real ZIP outside the served markets (404). */
  notServed: `Sorry, ${PRODUCT_NAME} does not currently serve your area`,
  /** Message of the 400 when the captcha token is refused by the verifier. */
  captchaFailed: 'ReCaptcha verification failed',
  /** Plans C and F cannot be sold to people who became eligible for Medicare on or after 2020-01-01. */
  medigapCF:
    'Plans C and F are not available to people new to Medicare on or after January 1, 2020. If you were eligible for Medicare before then, you may still be able to buy them.',
} as const;
