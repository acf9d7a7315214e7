import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, notFound, telHref } from 'shared-contracts';
import type { MedsuppQuery } from 'shared-contracts/api/medsupp';
import { coverageStartChoices } from 'shared-contracts/dates';
import { money } from 'shared-contracts/domain';
import { useHost } from 'shared-contracts/react';
import { ErrorSummary, Form, FormSelectField, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useDates, useMessages } from 'web-kit/i18n';
import { useEnrollmentMutation, useRecordEnrollmentMutation } from 'web-kit/queries/enrollment';
import {
  useAgentBrokerQuery,
  useMedsuppEnrollMutation,
  useMedsuppPlanQuery,
  useRegisterBrokerMutation,
} from 'web-kit/queries/medsupp';
import { usePlanQuery } from 'web-kit/queries/plans';
import { report } from 'web-kit/reporting';
import { cardCss, linkCss, theme } from 'web-kit/theme';
import { FetchFailed, Loading, NeedLocation, PageFrame } from 'web-kit/ui';
import { fromPromise } from 'xstate';
import { isComplete, planYearStartChoices, useQuoteInputs, useQuoteQuery } from '../medigap';
import {
  type EnrollField,
  type EnrollPlan,
  type EnrollValues,
  enrolleeFormSchema,
  enrollMachine,
  medsuppEnrollBody,
} from './enroll.machine';
import { enrollMessages } from './messages';

interface PlanSummary extends EnrollPlan {
  planName: string;
  monthlyPremium: number;
  carrierName: string;
}

/** A Medigap enrollment: the quote it is priced on, its source and its carrier (for the broker flow). */
interface MedigapEnrollment {
  start: string;
  source: 'csg' | 'connecture';
  carrierId: string;
  quote: MedsuppQuery;
}

const summaryOf = (p: {
  id: string;
  carrierName: string;
  planName: string;
  planType: number;
  monthlyPremium: number;
}): PlanSummary => ({
  planId: p.id,
  carrier: p.carrierName,
  carrierName: p.carrierName,
  planName: p.planName,
  planType: p.planType,
  monthlyPremium: p.monthlyPremium,
});

/** The plan being enrolled in: a Medicare plan (plans/{id}) or a Medigap quote (medsupp/plans/{id}). */
const usePlanToEnroll = (id: string | undefined, medigap: boolean) => {
  const { inputs } = useQuoteInputs();
  const quoteQuery = useQuoteQuery(inputs);
  const medicare = usePlanQuery(!medigap && id ? id : null);
  const quote = useMedsuppPlanQuery(medigap && id ? id : null, quoteQuery);
  const chosen = medigap ? quote : medicare;
  const plan = medigap ? quote.data : medicare.data?.plan;
  return {
    isError: chosen.isError,
    error: chosen.error,
    retry: () => void chosen.refetch(),
    data: plan ? summaryOf(plan) : undefined,
    medigap:
      medigap && quote.data && quoteQuery
        ? {
            start: inputs.coverageStart,
            source: quote.data.source,
            carrierId: quote.data.carrier,
            quote: quoteQuery,
          }
        : null,
  };
};

/**
 * The broker flow (spec 6): a Medigap enrollment with an assigned agent appointed with the plan's
 * carrier goes through the agent: their broker record is loaded, and their writing number shown.
 */
const useBroker = (medigap: MedigapEnrollment | null) => {
  const { agent } = useHost();
  // Without the record the enrollment goes ahead directly; the query reports the failure, not shown.
  const broker = useAgentBrokerQuery(medigap && agent ? agent.agentUuid : null);
  const writing = broker.data?.writingNumbers.find((w) => w.carrierId === medigap?.carrierId);
  return {
    loading: broker.isLoading,
    through:
      agent && broker.data && writing
        ? {
            agent,
            email: broker.data.email,
            writingNumber: writing.writingNumber,
            carrier: writing.carrierName,
          }
        : null,
  };
};

const textFields = (
  m: typeof enrollMessages,
): readonly {
  name: Exclude<EnrollField, 'effectiveDate'>;
  label: string;
  hint?: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
}[] => [
  { name: 'firstName', label: m.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: m.lastName, autoComplete: 'family-name' },
  { name: 'phoneNumber', label: m.phoneNumber, hint: m.phoneHint, autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: m.email, autoComplete: 'email', inputMode: 'email' },
  {
    name: 'dateOfBirth',
    label: m.dateOfBirth,
    hint: m.dateOfBirthHint,
    autoComplete: 'bday',
    inputMode: 'numeric',
  },
  { name: 'medicareId', label: m.medicareId, hint: m.medicareIdHint, autoComplete: 'off' },
];

const EnrollForm = ({ plan, medigap }: { plan: PlanSummary; medigap: MedigapEnrollment | null }) => {
  const dates = useDates();
  const m = useMessages(enrollMessages);
  const { consumer, location, events, session, planYear, phone } = useHost();
  const medigapStart = medigap?.start ?? null;
  const broker = useBroker(medigap);
  // A Medigap policy starts when the person asked in the quote; other plans start within their plan year.
  const choices = useMemo(() => {
    if (!medigapStart) return planYearStartChoices(new Date(), planYear);
    const later = coverageStartChoices(new Date(), 6);
    return [medigapStart, ...later.filter((c) => c !== medigapStart)];
  }, [medigapStart, planYear]);
  const schema = useMemo(() => enrolleeFormSchema(), []);
  // Submit stays disabled until the form is valid (spec 5), so a field says what is wrong once left.
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      firstName: consumer.firstName ?? '',
      lastName: consumer.lastName ?? '',
      phoneNumber: consumer.phoneNumber ?? '',
      email: consumer.emailAddress ?? '',
      dateOfBirth: consumer.dateOfBirth ?? '',
      medicareId: '',
      effectiveDate: choices[0] ?? '',
    },
  });
  const { mutateAsync: postEnrollment } = useEnrollmentMutation();
  const { mutateAsync: postMedsuppEnrollment } = useMedsuppEnrollMutation();
  const { mutateAsync: registerBroker } = useRegisterBrokerMutation();
  const { mutateAsync: recordEnrollment } = useRecordEnrollmentMutation();
  const through = broker.through;
  const machine = useMemo(
    () =>
      enrollMachine.provide({
        actors: {
          enroll: fromPromise(async ({ input }) => {
            events.emit('consumer:updated', {
              fields: {
                firstName: input.enrollee.firstName,
                lastName: input.enrollee.lastName,
                phoneNumber: input.enrollee.phoneNumber,
                emailAddress: input.enrollee.email,
              },
            });
            if (!medigap) return postEnrollment(input);
            const link = await postMedsuppEnrollment({
              source: medigap.source,
              body: medsuppEnrollBody(medigap.quote, input),
            });
            if (!through) return link;
            // The agent is registered with the quoting partner, whose authorize step continues the
            // enrollment just stored; if that fails, the person goes on to the carrier directly.
            try {
              const url = await registerBroker({
                email: through.email,
                client_user_id: through.agent.agentUuid,
                fname: through.agent.firstName,
                lname: through.agent.lastName,
                phone: through.agent.phone,
              });
              return { url, parameters: {} };
            } catch (error) {
              report('broker-register', error);
              return link;
            }
          }),
          recordEnrollment: fromPromise(({ input }) =>
            recordEnrollment({
              ...(session ? { websiteReferenceId: session.websiteReferenceId } : {}),
              planId: input.plan.planId,
              planName: input.plan.planName,
              carrierName: input.plan.carrier,
              planType: input.plan.planType,
              planYear,
              url: input.url,
            }),
          ),
        },
      }),
    [
      postEnrollment,
      postMedsuppEnrollment,
      registerBroker,
      recordEnrollment,
      events,
      session,
      planYear,
      medigap,
      through,
    ],
  );
  const [state, send] = useMachine(machine, {
    input: { plan, zip: location!.zipCode, countyFIPS: location!.fips },
  });
  const { errors: refused, serverError } = state.context;
  // While the agent's record loads, it is not yet known whether the enrollment goes through them.
  const busy = !state.matches('editing') || broker.loading;

  // Field errors the api sent back (a 400) go onto their fields; the first one gets the focus.
  useEffect(() => {
    Object.entries(refused).forEach(([field, message], i) => {
      form.setError(field as EnrollField, { message }, { shouldFocus: i === 0 });
    });
  }, [refused, form]);

  return (
    <Form
      form={form}
      // The raw values are sent: the api normalises them itself (and shows them back as typed).
      onValid={() => send({ type: 'submit', values: form.getValues() })}
      css={{ ...cardCss, display: 'grid', gap: 20 }}
      aria-labelledby="enroll-details-title"
    >
      <h2 id="enroll-details-title" css={{ margin: 0 }}>
        {m.detailsHeading}
      </h2>
      <ErrorSummary message={m.fixErrors} />
      {serverError ? (
        <p role="alert" css={{ border: `2px solid ${theme.bad}`, borderRadius: 8, padding: 12, margin: 0 }}>
          {m.serverFailed(phone)}{' '}
          <a href={telHref(phone)} css={linkCss}>
            {phone}
          </a>
        </p>
      ) : null}
      {textFields(m).map(({ name, ...field }) => (
        <FormTextField<EnrollValues> key={name} name={name} {...field} readOnly={busy} />
      ))}
      <FormSelectField<EnrollValues, string>
        name="effectiveDate"
        label={m.effectiveDate}
        options={choices.map((c) => ({ value: c, label: dates.long(c) }))}
        disabled={busy}
      />
      <p css={{ margin: 0 }}>{m.zipLine(location!.zipCode, location!.countyName)}</p>
      {through ? (
        <p css={{ margin: 0 }} data-testid="enroll-broker">
          {m.throughAgent(
            `${through.agent.firstName} ${through.agent.lastName}`,
            through.writingNumber,
            through.carrier,
          )}
        </p>
      ) : null}
      <p role="status" aria-live="polite" css={{ margin: 0, fontWeight: 700 }}>
        {state.matches('submitting')
          ? m.submitting
          : state.matches('recording') || state.matches('handingOff')
            ? m.handingOff
            : ''}
      </p>
      <p css={{ margin: 0 }}>
        <SubmitButton busy={busy}>{m.submit}</SubmitButton>
      </p>
    </Form>
  );
};

/** /enroll/{carrierName?}/{id?}/: confirm details, post the enrollment, then the carrier hand-off. */
const EnrollPage = () => {
  const m = useMessages(enrollMessages);
  const { session, location } = useHost();
  const { id } = useParams();
  const [params] = useSearchParams();
  const medigap = params.get('type') === 'medigap';
  const plan = usePlanToEnroll(id, medigap);
  const { inputs } = useQuoteInputs();
  if (plan.isError && isNotFound(plan.error)) throw notFound();

  let body: React.ReactNode;
  if (!id)
    body = (
      <p>
        {m.noPlan}{' '}
        <Link to="/plans/all/" css={linkCss}>
          {m.seePlans}
        </Link>
      </p>
    );
  else if (!session || !location) body = <NeedLocation />;
  else if (medigap && !isComplete(inputs))
    body = (
      <p>
        {m.noPlan}{' '}
        <Link to="/plans/all/?tab=medSupp" css={linkCss}>
          {m.seePlans}
        </Link>
      </p>
    );
  else if (plan.isError) body = <FetchFailed onRetry={plan.retry} />;
  else if (!plan.data) body = <Loading label={m.loadingPlan} />;
  else
    body = (
      <>
        <section
          css={{ ...cardCss, background: theme.surface, marginBottom: 24 }}
          aria-labelledby="enroll-plan-title"
        >
          <h2 id="enroll-plan-title" css={{ marginTop: 0, fontSize: 20 }}>
            {m.planHeading}
          </h2>
          <p css={{ margin: 0, fontSize: 24, fontWeight: 800 }} data-testid="enroll-plan-name">
            {plan.data.planName}
          </p>
          <p css={{ margin: 0 }}>
            {m.carrierAndPremium(plan.data.carrierName, money(plan.data.monthlyPremium))}
          </p>
        </section>
        <EnrollForm plan={plan.data} medigap={plan.medigap} />
      </>
    );

  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="enroll-page">
      {body}
    </PageFrame>
  );
};
export default EnrollPage;
