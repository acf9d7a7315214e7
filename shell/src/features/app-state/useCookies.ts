/** Keeps the sales phone and session id cookies (spec 4) in step with the phone and the session. */
import { useEffect } from 'react';
import { removeCookie, sessionCookieName, setCookie, storeSalesPhone } from './cookies';

export const useCookies = (phone: string, websiteReferenceId: string | undefined) => {
  useEffect(() => storeSalesPhone(phone), [phone]);
  useEffect(() => {
    const name = sessionCookieName(window.location.hostname);
    if (websiteReferenceId) setCookie(name, websiteReferenceId);
    else removeCookie(name);
  }, [websiteReferenceId]);
};
