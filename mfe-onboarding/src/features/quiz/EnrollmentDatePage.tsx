/**
 * /quiz/enrollmentdate/: the date of birth (and the end of job coverage for someone leaving it); the
 * enrollment date is worked out here, then every answer and the outcome are posted (spec 7).
 */
import { useNavigate } from 'react-router-dom';
import { birthDateSchema, isoDate, MESSAGES, parseUsDate } from 'shared-contracts';
import { usDateToIso } from 'shared-contracts/dates';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { usePostQuizOutcomeMutation } from 'web-kit/queries/quiz';
import { PageFrame } from 'web-kit/ui';
import { stepFormCss } from '../consumer';
import { enrollmentDate } from './enrollment-period';
import { quizMessages } from './messages';
import { quizRecord, readQuiz } from './store';

const dateSchema = z.string().check(
  z.trim(),
  z.minLength(1, MESSAGES.required),
  z.refine((v) => parseUsDate(v) !== null, quizMessages.dateFormat),
);

const EnrollmentDatePage = () => {
  const m = useMessages(quizMessages);
  const navigate = useNavigate();
  const { consumer, events } = useHost();
  const post = usePostQuizOutcomeMutation();
  const answers = readQuiz();
  const leaving = answers.groupPlan === 'Yes' && answers.retiringInNearFuture === 'Yes';
  const schema = z.object({
    dateOfBirth: birthDateSchema(),
    coverageEnds: leaving ? dateSchema : z.string(),
  });
  type Values = z.input<typeof schema>;
  const form = useZodForm(schema, {
    defaultValues: { dateOfBirth: consumer.dateOfBirth ?? '', coverageEnds: '' },
  });
  return (
    <PageFrame title={m.dateTitle} intro={<p>{m.dateIntro}</p>} testId="quiz-date-page">
      <Form
        form={form}
        css={stepFormCss}
        onValid={async (v) => {
          const birthDate = usDateToIso(v.dateOfBirth)!;
          const coverageEnds = leaving ? (usDateToIso(v.coverageEnds) ?? undefined) : undefined;
          const result = enrollmentDate(
            {
              birthDate,
              groupPlan: answers.groupPlan === 'Yes',
              retiringInNearFuture: answers.retiringInNearFuture === 'Yes',
              coverageEnds,
            },
            isoDate(new Date()),
          );
          quizRecord.update({ result });
          events.emit('consumer:updated', { fields: { dateOfBirth: v.dateOfBirth } });
          await post
            .mutateAsync({
              answers: [
                { question: 'groupPlan', answer: answers.groupPlan === 'Yes' },
                { question: 'retiringInNearFuture', answer: answers.retiringInNearFuture === 'Yes' },
                { question: 'dateOfBirth', answer: birthDate },
                ...(coverageEnds ? [{ question: 'coverageEnds', answer: coverageEnds }] : []),
              ],
              campaign: {
                enrollmentStartDate: result.start,
                enrollmentEndDate: result.end,
                missedInitialEnrollmentPeriod: result.missedInitialEnrollmentPeriod,
                tags: [
                  `enrollment-${result.kind}`,
                  ...(result.missedInitialEnrollmentPeriod ? ['missed-iep'] : []),
                ],
              },
            })
            .catch(() => undefined);
          navigate('/quiz/enrollmentdate/post-submit/');
        }}
      >
        <FormTextField<Values>
          name="dateOfBirth"
          kind="birthDate"
          label={m.birthDate}
          hint={m.birthDateHint}
        />
        {leaving ? (
          <FormTextField<Values>
            name="coverageEnds"
            kind="date"
            label={m.coverageEnds}
            hint={m.coverageEndsHint}
          />
        ) : null}
        <SubmitButton busy={post.isPending}>{m.submit}</SubmitButton>
      </Form>
    </PageFrame>
  );
};
export default EnrollmentDatePage;
