/** /quiz/: group plan and retiring soon; the answers are saved as questions (spec 7) on the way. */
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { Form, FormRadioGroup, SubmitButton, useZodForm, yesNoOptions } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { useSaveQuestionsMutation } from 'web-kit/queries/quiz';
import { PageFrame } from 'web-kit/ui';
import { stepFormCss } from '../consumer';
import { quizMessages } from './messages';
import { quizRecord, readQuiz } from './store';

const yesNo = z.enum(['Yes', 'No'], { error: () => MESSAGES.required });
const schema = z.object({ groupPlan: yesNo, retiringInNearFuture: z.optional(yesNo) }).check(
  z.refine((v) => v.groupPlan === 'No' || v.retiringInNearFuture, {
    path: ['retiringInNearFuture'],
    message: MESSAGES.required,
  }),
);
type Values = z.input<typeof schema>;

const QuizPage = () => {
  const m = useMessages(quizMessages);
  const navigate = useNavigate();
  const save = useSaveQuestionsMutation();
  const saved = readQuiz();
  const form = useZodForm(schema, {
    defaultValues: { groupPlan: saved.groupPlan, retiringInNearFuture: saved.retiringInNearFuture } as Values,
  });
  const groupPlan = form.watch('groupPlan');
  return (
    <PageFrame title={m.quizTitle} intro={<p>{m.quizIntro}</p>} testId="quiz-page">
      <Form
        form={form}
        css={stepFormCss}
        onValid={(v) => {
          const answers = {
            groupPlan: v.groupPlan,
            retiringInNearFuture: v.groupPlan === 'Yes' ? (v.retiringInNearFuture ?? 'No') : 'No',
          } as const;
          quizRecord.update(answers);
          // Quiz posts that fail are reported (by the mutation), never shown (spec 8).
          save.mutate({
            questions: [
              { question: m.groupPlan, answer: answers.groupPlan },
              { question: m.retiring, answer: answers.retiringInNearFuture },
            ],
          });
          navigate('/quiz/enrollmentdate/');
        }}
      >
        <FormRadioGroup<Values, 'Yes' | 'No'> name="groupPlan" legend={m.groupPlan} options={yesNoOptions} />
        {groupPlan === 'Yes' ? (
          <FormRadioGroup<Values, 'Yes' | 'No'>
            name="retiringInNearFuture"
            legend={m.retiring}
            options={yesNoOptions}
          />
        ) : null}
        <SubmitButton>{m.next}</SubmitButton>
      </Form>
    </PageFrame>
  );
};
export default QuizPage;
