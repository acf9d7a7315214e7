/** The four importance ratings of the onboarding, saved as the matching benefit preferences. */
import { BENEFIT_IMPORTANCE } from 'shared-contracts';
import type { Benefit } from 'shared-contracts/api/session';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormFailure, FormRadioGroup, SubmitButton } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { useSaveBenefitsMutation } from 'web-kit/queries/benefits';
import { useSessionQuery } from 'web-kit/queries/session';
import { IMPORTANCE_BENEFIT, IMPORTANCE_KEYS, importanceSchema } from '../importance-fields';
import { consumerMessages } from '../messages';
import { useDraftForm } from '../useDraftForm';
import type { StepFormProps } from './NameForm';
import { stepFormCss } from './styles';

type Values = z.input<typeof importanceSchema>;
type Importance = (typeof BENEFIT_IMPORTANCE)[number];

export const ImportanceForm = ({ submitLabel, onDone, extra, whenValid }: StepFormProps) => {
  const m = useMessages(consumerMessages);
  const { events } = useHost();
  const save = useSaveBenefitsMutation();
  const session = useSessionQuery();
  const form = useDraftForm(
    importanceSchema,
    Object.fromEntries(IMPORTANCE_KEYS.map((k) => [k, undefined])) as unknown as Values,
    whenValid,
  );
  return (
    <Form
      form={form}
      css={stepFormCss}
      onValid={async (v) => {
        const rated: Benefit[] = IMPORTANCE_KEYS.map((k) => ({ name: IMPORTANCE_BENEFIT[k], value: v[k] }));
        // The save replaces the session's list: the person's other preferences go with it unchanged.
        const others = (session.data?.benefits ?? []).filter((b) => !rated.some((r) => r.name === b.name));
        const benefits = [...others, ...rated];
        try {
          await save.mutateAsync(benefits);
        } catch {
          form.setError('root', { message: m.answersSaveFailed });
          return;
        }
        events.emit('consumer:updated', { fields: { importance: v } });
        onDone();
      }}
    >
      {IMPORTANCE_KEYS.map((k) => (
        <FormRadioGroup<Values, Importance>
          key={k}
          name={k}
          legend={m.importanceLegend(m[k])}
          options={BENEFIT_IMPORTANCE.map((value) => ({ value, label: m.importance[value] }))}
        />
      ))}
      <FormFailure />
      {extra}
      <SubmitButton busy={save.isPending}>{submitLabel}</SubmitButton>
    </Form>
  );
};
