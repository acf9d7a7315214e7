/**
 * /preferences/: the benefit preferences of spec 3 with their exact options. Empty answers are not sent
 * and 'Not important' counts as unselected (spec 5); a save resets the plan fetch flags so the plan
 * lists re-rank (the kit's benefits mutation), and with a priority set the lists open on "Best match
 * for you".
 */
import { Link } from 'react-router-dom';
import { BENEFIT_IMPORTANCE, FITNESS_PROGRAM_OPTIONS } from 'shared-contracts';
import { BENEFIT_NAMES, type Benefit, type BenefitName } from 'shared-contracts/api/session';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { Form, FormSelectField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { selectedBenefits, useSaveBenefitsMutation } from 'web-kit/queries/benefits';
import { useSessionQuery } from 'web-kit/queries/session';
import { linkCss, theme } from 'web-kit/theme';
import { FetchFailed, Loading, NeedLocation, PageFrame } from 'web-kit/ui';
import { consumerMessages, stepFormCss } from '../consumer';
import { preferencesMessages } from './messages';

/** The fitness programs' names are the same in every language; the importance answers are not. */
const answerLabel = (value: string, c: typeof consumerMessages) =>
  value === 'Any program' ? c.anyProgram : (c.importance[value as keyof typeof c.importance] ?? value);

const optionsFor = (name: BenefitName, noAnswer: string, c: typeof consumerMessages) =>
  [
    { value: '', label: noAnswer },
    ...(name === 'fitnessProgram' ? FITNESS_PROGRAM_OPTIONS : BENEFIT_IMPORTANCE).map((v) => ({
      value: v,
      label: answerLabel(v, c),
    })),
  ] as const;

const schema = z.object(
  Object.fromEntries(BENEFIT_NAMES.map((n) => [n, z.string()])) as Record<BenefitName, z.ZodMiniString>,
);
type Values = z.input<typeof schema>;

const PreferencesForm = ({ initial }: { initial: readonly Benefit[] }) => {
  const m = useMessages(preferencesMessages);
  const c = useMessages(consumerMessages);
  const { events } = useHost();
  const save = useSaveBenefitsMutation();
  const form = useZodForm(schema, {
    defaultValues: Object.fromEntries(
      BENEFIT_NAMES.map((n) => [n, initial.find((b) => b.name === n)?.value ?? '']),
    ) as Values,
  });
  return (
    <Form
      form={form}
      css={stepFormCss}
      onValid={(values) => {
        const benefits = BENEFIT_NAMES.map((name) => ({ name, value: values[name] }) as Benefit);
        save.mutate(benefits, {
          // Saying what matters is asking for the plans in that order, whatever order was chosen before.
          onSuccess: () => {
            if (selectedBenefits(benefits).length > 0)
              events.emit('plans:sort-chosen', { preference: 'bestMatch' });
          },
        });
      }}
    >
      {BENEFIT_NAMES.map((name) => (
        <FormSelectField<Values, string>
          key={name}
          name={name}
          label={m.labels[name]}
          options={optionsFor(name, m.noAnswer, c)}
        />
      ))}
      <p role="status" aria-live="polite" css={{ margin: 0, fontWeight: 700, minHeight: 27 }}>
        {save.isSuccess ? m.saved : ''}
      </p>
      {save.isError ? (
        <p role="alert" css={{ color: theme.bad, fontWeight: 700, margin: 0 }}>
          {m.failed}
        </p>
      ) : null}
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', margin: 0 }}>
        <SubmitButton busy={save.isPending}>{m.save}</SubmitButton>
        <Link to="/plans/all/" css={linkCss}>
          {m.seePlans}
        </Link>
      </p>
    </Form>
  );
};

const PreferencesPage = () => {
  const m = useMessages(preferencesMessages);
  const { session } = useHost();
  const current = useSessionQuery();
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="preferences-page">
      {!session ? (
        <NeedLocation />
      ) : current.isError ? (
        <FetchFailed onRetry={() => void current.refetch()} />
      ) : current.data ? (
        <PreferencesForm initial={current.data.benefits} />
      ) : (
        <Loading />
      )}
    </PageFrame>
  );
};
export default PreferencesPage;
