/** The Spanish of the shared notices: the kit shows it on a page, the api answers it. */
import type { NOTICES } from './notices';

export const NOTICES_ES = {
  notServed: 'Lo sentimos, el Buscador de planes de Medicare todavía no presta servicio en su zona',
  captchaFailed: 'No pudimos completar la verificación de seguridad (reCAPTCHA)',
  medigapCF:
    'Los planes C y F no están disponibles para las personas nuevas en Medicare a partir del 1 de enero de 2020. Si usted tenía derecho a Medicare antes de esa fecha, es posible que todavía pueda comprarlos.',
} as const satisfies { readonly [K in keyof typeof NOTICES]: string };
