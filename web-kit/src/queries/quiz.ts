/**
 * Questions and the enrollment-date quiz: POST questions (saved answers make the Medigap quotes stale:
 * the medSupp fetch flag is raised), POST quiz-result per answer and POST active-campaign with the
 * outcome (spec 7). Quiz posts that fail are reported, never shown (spec 8).
 */
import { useMutation } from '@tanstack/react-query';
import type { ActiveCampaignBody, QuestionsBody, QuizResultBody } from 'shared-contracts/api/marketing';
import { marketingEndpoints } from 'shared-contracts/endpoints/marketing';
import { useHost } from 'shared-contracts/react';
import { report } from 'web-kit/reporting';

export const useSaveQuestionsMutation = () => {
  const { api, events } = useHost();
  return useMutation({
    mutationFn: (body: QuestionsBody) => api.call(marketingEndpoints.questions, { body }),
    onSuccess: () => events.emit('plans:reset-requested', { reason: 'questions' }),
    // Quiz posts that fail are reported, never shown (spec 8).
    onError: (error) => report('quiz', error),
  });
};

export interface QuizOutcome {
  answers: Omit<QuizResultBody, 'quizName'>[];
  campaign: Omit<ActiveCampaignBody, 'websiteReferenceId' | 'leadSourceType' | 'utmSource'>;
}

/** Posts every answer and the active-campaign hand-off; failures are reported, the person goes on. */
export const usePostQuizOutcomeMutation = () => {
  const { api, session, attribution } = useHost();
  return useMutation({
    mutationFn: async ({ answers, campaign }: QuizOutcome) => {
      if (!session) return;
      const reportQuiz = (error: unknown) => void report('quiz', error);
      await Promise.all(
        answers.map((a) =>
          api
            .call(marketingEndpoints.quizResult, { body: { quizName: 'enrollment-date', ...a } })
            .catch(reportQuiz),
        ),
      );
      await api
        .call(marketingEndpoints.activeCampaign, {
          body: {
            ...campaign,
            websiteReferenceId: session.websiteReferenceId,
            ...(attribution.leadSourceType ? { leadSourceType: attribution.leadSourceType } : {}),
            ...(attribution.utmSource ? { utmSource: attribution.utmSource } : {}),
          },
        })
        .catch(reportQuiz);
    },
  });
};
