/** POST /questions, POST /quiz-result, POST /active-campaign: stored per session. */
import { randomUUID } from 'node:crypto';
import { endpoints } from 'shared-contracts/endpoints';
import { forbidden } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { MARKETING_ERRORS } from './messages';

export const marketingRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.marketing.questions, async ({ deps, body, sessionId }) => {
    await deps.db.query(
      'insert into session_questions (id, session_id, questions) values ($1, $2, $3::jsonb)',
      [randomUUID(), sessionId, JSON.stringify(body.questions)],
    );
    return { saved: body.questions.length };
  });

  routes.implement(endpoints.marketing.quizResult, async ({ deps, body, sessionId }) => {
    const id = randomUUID();
    await deps.db.query(
      'insert into quiz_results (id, session_id, quiz_name, question, answer) values ($1, $2, $3, $4, $5::jsonb)',
      [id, sessionId, body.quizName, body.question, JSON.stringify(body.answer)],
    );
    return { id };
  });

  routes.implement(endpoints.marketing.activeCampaign, async ({ deps, body, sessionId }) => {
    const [own] = await deps.db.query('select 1 from sessions where id = $1 and reference_id = $2', [
      sessionId,
      body.websiteReferenceId,
    ]);
    if (!own) throw forbidden(MARKETING_ERRORS.notThisSession);
    const id = randomUUID();
    await deps.db.query(
      `insert into active_campaigns (id, session_id, enrollment_start_date, enrollment_end_date,
           missed_initial_enrollment_period, lead_source_type, utm_source, tags)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
      [
        id,
        sessionId,
        body.enrollmentStartDate,
        body.enrollmentEndDate ?? null,
        body.missedInitialEnrollmentPeriod,
        body.leadSourceType ?? null,
        body.utmSource ?? null,
        JSON.stringify(body.tags),
      ],
    );
    return { id };
  });
};
