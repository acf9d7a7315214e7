/** E-sign (extension): the session's documents, consent, signature and the signed PDF. */

import type { Context } from 'hono';
import { ESIGN_MESSAGES } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/errors';
import { languageOf } from '../../http/language';
import { Download, type RouteRegistry } from '../../http/routes';
import { clientAddress } from '../../http/security';
import { carrierById } from '../../reference-data/carriers';
import { maskMbi } from '../enrollment/public';
import {
  type ClientFacts,
  createDocument,
  giveConsent,
  readDocument,
  signDocument,
  signedPdf,
} from './documents';
import { APPLICATION_TITLE, applicationText } from './messages';

const USER_AGENT_MAX = 512;

const clientOf = (c: Context, deps: AppDeps): ClientFacts => ({
  address: clientAddress(c, deps.config.trustProxy),
  userAgent: (c.req.header('user-agent') ?? 'unknown').slice(0, USER_AGENT_MAX),
});

interface HandOffRow {
  id: string;
  plan_id: string;
  plan_name: string;
  carrier_id: string;
  fips: string;
  enrollee: Record<string, string | undefined>;
  medicare_id: string | null;
  effective_date: string;
}

export const esignRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.esign.createApplicationSummary, async ({ c, deps, body, sessionId }) => {
    const [handOff] = await deps.db.query<HandOffRow>(
      'select * from plan_enrollments where id = $1 and session_id = $2',
      [body.enrollmentId, sessionId],
    );
    if (!handOff) throw fieldError('enrollmentId', ESIGN_MESSAGES.unknownEnrollment);
    const e = handOff.enrollee;
    const applicantName = `${e.firstName ?? ''} ${e.lastName ?? ''}`.trim();
    // Written in the language of the visit that opens it (its Accept-Language), and signed in it.
    const language = languageOf(c);
    const id = await createDocument(deps.db, {
      sessionId,
      kind: 'enrollment_application',
      sourceId: handOff.id,
      title: APPLICATION_TITLE[language],
      signerName: applicantName,
      language,
      text: applicationText(
        {
          planName: handOff.plan_name,
          planId: handOff.plan_id,
          carrierName: carrierById(handOff.carrier_id)?.name ?? handOff.carrier_id,
          effectiveDate: handOff.effective_date,
          applicantName,
          dateOfBirth: e.dateOfBirth ?? null,
          zip: e.zip ?? '',
          fips: handOff.fips,
          medicareNumber: handOff.medicare_id ? maskMbi(handOff.medicare_id) : null,
          phone: e.phoneNumber ?? null,
          email: e.email ?? null,
        },
        language,
      ),
    });
    return readDocument(deps.db, sessionId, id);
  });

  routes.implement(endpoints.esign.document, async ({ deps, params, sessionId }) =>
    readDocument(deps.db, sessionId, params.documentId),
  );

  routes.implement(endpoints.esign.consent, async ({ c, deps, params, body, sessionId }) =>
    giveConsent(deps.db, sessionId, params.documentId, clientOf(c, deps), deps.clock(), body.language),
  );

  routes.implement(endpoints.esign.sign, async ({ c, deps, params, body, sessionId }) => {
    const signed = await signDocument(
      deps.db,
      sessionId,
      params.documentId,
      body,
      clientOf(c, deps),
      deps.clock(),
    );
    deps.logger.info('esign.signed', { documentId: signed.documentId, kind: signed.kind });
    return signed;
  });

  routes.implement(
    endpoints.esign.signedPdf,
    async ({ deps, params, sessionId }) =>
      new Download(await signedPdf(deps.db, sessionId, params.documentId), `signed-${params.documentId}.pdf`),
  );
};
