/**
 * Development only: the sample carrier's landing page as a person sees it (HTML), for browsers; other
 * clients get the JSON of the consumer route. It shows the hand-off it received, so the enrollment flow
 * can be tried end to end on one machine.
 */
import type { Hono } from 'hono';
import { carrierLandingQuerySchema } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { AppDeps } from '../../deps';
import { ApiHttpError } from '../../http/errors';
import { honoPaths } from '../../http/routes';
import { landingData } from './routes';

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const html = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:18px/1.6 system-ui,sans-serif;color:#1b1b1b;max-width:46rem;margin:2rem auto;padding:0 1rem}h1{color:#0b3d91}dt{font-weight:700}dd{margin:0 0 .75rem}</style>
</head><body><main>${body}</main></body></html>`;

export const mountCarrierLandingPage = (app: Hono, deps: Pick<AppDeps, 'db'>) => {
  if (process.env.NODE_ENV === 'production') return;
  app.on('GET', honoPaths(endpoints.enrollment.devCarrierLanding), async (c, next) => {
    if (!c.req.header('accept')?.includes('text/html')) return next();
    const query = carrierLandingQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.html(html('Hand-off not found', '<h1>Hand-off not found</h1>'), 400);
    try {
      // Always present (the path has the slot); an empty id is an unknown carrier, as any other.
      const data = await landingData(deps, c.req.param('carrierId') ?? '', query.data);
      const h = data.handOff;
      const rows: [string, unknown][] = [
        ['Plan', h.planName ?? h.planId],
        ['Plan id', h.planId],
        ['Coverage starts', h.effectiveDate],
        ['Enrollee', `${h.enrollee.firstName} ${h.enrollee.lastInitial}.`],
        ['ZIP code', h.enrollee.zip],
        ['Medicare number', h.medicareId ?? 'not given'],
        ['Hand-off id', h.enrollmentId],
        ['Received', h.receivedAt],
        ...(data.broker
          ? ([
              ['Through agent', data.broker.agentUuid],
              ['Writing number', data.broker.writingNumber ?? 'none with this carrier'],
            ] as [string, unknown][])
          : []),
      ];
      return c.html(
        html(
          `${data.carrier.name}: enrollment`,
          `<h1 data-testid="carrier-landing">${escapeHtml(data.carrier.name)}</h1>
<p>${escapeHtml(data.notice)}</p>
<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p><strong>Sample data.</strong> No real enrollment was made.</p>`,
        ),
      );
    } catch (error) {
      if (error instanceof ApiHttpError && error.status === 404)
        return c.html(html('Hand-off not found', '<h1>Hand-off not found</h1>'), 404);
      throw error;
    }
  });
};
