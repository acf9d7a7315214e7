/**
 * Development only: the sample carrier's landing page as a person sees it (HTML), for browsers; other
 * clients get the JSON of the consumer route. It shows the hand-off it received, so the enrollment flow
 * can be tried end to end on one machine. In the link's language (`?lang=es`), else the browser's.
 */
import type { Hono } from 'hono';
import { type Language, localeOf } from 'shared-contracts';
import { carrierLandingQuerySchema } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { AppDeps } from '../../deps';
import { ApiHttpError } from '../../http/errors';
import { pageLanguage, translate } from '../../http/language';
import { honoPaths } from '../../http/routes';
import { timeZoneOfZip } from '../location/public';
import { ENROLLMENT_ERRORS, landingWords } from './messages';
import { landingData } from './routes';

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const html = (language: Language, title: string, body: string) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1b1b1b;max-width:46rem;margin:2rem auto;padding:0 1rem}h1{color:#0b3d91}dt{font-weight:700}dd{margin:0 0 .75rem}</style>
</head><body><main>${body}</main></body></html>`;

const notFoundPage = (language: Language) => {
  const title = translate(ENROLLMENT_ERRORS.handOffNotFound, language);
  return html(language, title, `<h1>${escapeHtml(title)}</h1>`);
};

/** A day of the hand-off (an ISO date) as the page's language writes it. */
const writtenDay = (value: string, language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));

/** A moment as the page's language writes it, in the time zone given, which it names. */
const writtenMoment = (value: string, language: Language, timeZone: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
    new Date(value),
  );

export const mountCarrierLandingPage = (app: Hono, deps: Pick<AppDeps, 'db'>) => {
  if (process.env.NODE_ENV === 'production') return;
  app.on('GET', honoPaths(endpoints.enrollment.devCarrierLanding), async (c, next) => {
    if (!c.req.header('accept')?.includes('text/html')) return next();
    const language = pageLanguage(c);
    c.header('Vary', 'Accept-Language', { append: true });
    const query = carrierLandingQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.html(notFoundPage(language), 400);
    try {
      // Always present (the path has the slot); an empty id is an unknown carrier, as any other.
      const data = await landingData(deps, c.req.param('carrierId') ?? '', query.data, language);
      const h = data.handOff;
      const w = landingWords(language);
      // The enrollee's own clock (their ZIP's time zone), as the carrier's page would show it; UTC, named, when the ZIP has no place.
      const timeZone = (await timeZoneOfZip(deps.db, h.enrollee.zip)) ?? 'UTC';
      const rows: [string, unknown][] = [
        [w.plan, h.planName ?? h.planId],
        [w.planId, h.planId],
        [w.coverageStarts, writtenDay(h.effectiveDate, language)],
        [w.enrollee, `${h.enrollee.firstName} ${h.enrollee.lastInitial}.`],
        [w.zip, h.enrollee.zip],
        [w.medicareNumber, h.medicareId ?? w.notGiven],
        [w.handOffId, h.enrollmentId],
        [w.received, writtenMoment(h.receivedAt, language, timeZone)],
        ...(data.broker
          ? ([
              [w.throughAgent, data.broker.agentUuid],
              [w.writingNumber, data.broker.writingNumber ?? w.noWritingNumber],
            ] as [string, unknown][])
          : []),
      ];
      return c.html(
        html(
          language,
          w.title(data.carrier.name),
          `<h1 data-testid="carrier-landing">${escapeHtml(data.carrier.name)}</h1>
<p>${escapeHtml(data.notice)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p><strong>${escapeHtml(w.sampleData)}</strong> ${escapeHtml(w.noRealEnrollment)}</p>`,
        ),
      );
    } catch (error) {
      if (error instanceof ApiHttpError && error.status === 404) return c.html(notFoundPage(language), 404);
      throw error;
    }
  });
};
