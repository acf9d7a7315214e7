/**
 * The content site's Privacy Policy and Terms pages, as HTML (the footer links to them with the
 * visitor's websiteReferenceID). Plain, large type; the text is the agency's standard notice.
 */
import type { Hono } from 'hono';
import { DEFAULT_SITE_PHONE, PRODUCT_NAME } from 'shared-contracts';

const page = (title: string, paragraphs: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${PRODUCT_NAME}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1b1b1b;max-width:46rem;margin:2rem auto;padding:0 1rem}h1{color:#0b3d91}a{color:#0b3d91}</style>
</head><body><main><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}
<p>Questions? Call a licensed insurance agent at <a href="tel:+16232238884">${DEFAULT_SITE_PHONE}</a> (TTY:711).</p>
</main></body></html>`;

export const PRIVACY_POLICY = page('Privacy Policy', [
  `${PRODUCT_NAME} is run by a licensed health insurance agency. We collect the details you give us (such as your ZIP code, drugs, pharmacies, doctors and contact details) to show you Medicare plans and to let a licensed agent help you.`,
  'We do not sell your personal information. We share it only with the insurance carriers you choose to enroll with, and with service providers that help us run this site under contract.',
  'You can ask us at any time to see, correct or delete the information we hold about you, or to stop contacting you, by calling the number below.',
]);

export const TERMS = page('Terms', [
  `${PRODUCT_NAME} helps you compare Medicare Advantage, Medicare Supplement and Part D plans. We do not offer every plan available in your area; costs shown are estimates based on the information you give us.`,
  'Enrollment happens with the insurance carrier. Plan benefits, premiums and drug prices are set by each plan and can change each plan year.',
  'Using this site is free, and there is no obligation to enroll.',
]);

export const mountLegalPages = (app: Hono) => {
  app.get('/content/privacy-policy/', (c) => c.html(PRIVACY_POLICY));
  app.get('/content/terms/', (c) => c.html(TERMS));
};
