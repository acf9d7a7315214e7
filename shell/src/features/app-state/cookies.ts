/** The session id and sales phone cookies (spec 4). */
import { PRODUCT_COOKIE_STEM, SALES_PHONE_COOKIE_MAX_AGE_S } from 'shared-contracts';

/** develop, localhost or feature hosts get the 'dev' prefix. */
export const isDevHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname === '127.0.0.1' ||
  /(^|\.)develop(\.|-|$)/.test(hostname) ||
  /(^|\.)feature[-.]/.test(hostname);

export const sessionCookieName = (hostname: string) =>
  `${isDevHost(hostname) ? 'dev' : ''}${PRODUCT_COOKIE_STEM}Session`;
export const SALES_PHONE_COOKIE = 'salesPhoneNumber';

export const setCookie = (name: string, value: string, maxAgeSeconds?: number) => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: two plain first-party cookies; no library needed.
  document.cookie = parts.join('; ');
};

export const removeCookie = (name: string) => setCookie(name, '', 0);

export const storeSalesPhone = (phone: string) =>
  setCookie(SALES_PHONE_COOKIE, phone, SALES_PHONE_COOKIE_MAX_AGE_S);
