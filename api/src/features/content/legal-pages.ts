/**
 * The content site's Privacy Policy and Terms pages, as HTML (the footer links to them with the
 * visitor's websiteReferenceID, and `lang=es` for a Spanish visit). Plain, large type; the text is the
 * agency's standard notice (`messages.ts`), in the page's language.
 */
import type { Hono } from 'hono';
import { DEFAULT_SITE_PHONE, type Language } from 'shared-contracts';
import { pageLanguage } from '../../http/language';
import { legalWords } from './messages';

const legalPage = (language: Language, which: 'privacy' | 'terms') => {
  const w = legalWords(language);
  const { title, paragraphs } = w[which];
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${w.productName}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1b1b1b;max-width:46rem;margin:2rem auto;padding:0 1rem}h1{color:#0b3d91}a{color:#0b3d91}</style>
</head><body><main><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}
<p>${w.questions(`<a href="tel:+16232238884">${DEFAULT_SITE_PHONE}</a>`)}</p>
</main></body></html>`;
};

export const mountLegalPages = (app: Hono) => {
  for (const [path, which] of [
    ['/content/privacy-policy/', 'privacy'],
    ['/content/terms/', 'terms'],
  ] as const)
    app.get(path, (c) => {
      c.header('Vary', 'Accept-Language', { append: true });
      return c.html(legalPage(pageLanguage(c), which));
    });
};
