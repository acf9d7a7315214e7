/** Consumer POST /questions, POST /quiz-result, POST /active-campaign: stored per session. */
import {
  activeCampaignBodySchema,
  activeCampaignResponseSchema,
  questionsBodySchema,
  questionsResponseSchema,
  quizResultBodySchema,
  quizResultResponseSchema,
} from '../api/marketing';
import { defineEndpoint } from './endpoint';

export const marketingEndpoints = {
  questions: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'questions',
    summary: "Store the session's answers to a questions list",
    auth: 'session',
    body: questionsBodySchema,
    response: questionsResponseSchema,
    status: 201,
  }),
  quizResult: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'quiz-result',
    summary: "Store one answer of the 'enrollment-date' quiz",
    auth: 'session',
    body: quizResultBodySchema,
    response: quizResultResponseSchema,
    status: 201,
  }),
  activeCampaign: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'active-campaign',
    summary: 'Hand the quiz outcome (enrollment window, tags) to the marketing campaign of the own session',
    auth: 'session',
    body: activeCampaignBodySchema,
    response: activeCampaignResponseSchema,
    status: 201,
  }),
};
