import { useMachine } from '@xstate/react';
import { type FormEvent, useMemo, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { isNotFound, notFound, planSourceForId, telHref } from 'shared-contracts';
import { endpoints } from 'shared-contracts/endpoints';
import { useHost } from 'shared-contracts/react';
import { fromPromise } from 'xstate';
import { DateSelect, TextField } from '../common/Field';
import { money } from '../common/format';
import { Page } from '../common/Page';
import { FetchFailed, Loading, NeedLocation } from '../common/States';
import { buttonCss, cardCss, linkCss, theme } from '../common/theme';
import { useResource } from '../common/useResource';
import { coverageStartChoices, isComplete, planYearStartChoices, toMedsuppQuery } from '../medigap/quote';
import { useQuoteInputs } from '../medigap/useQuote';
import { ENROLL_FIELDS, type EnrollField, type EnrollPlan, enrollMachine } from './enroll.machine';
import { enrollMessages as m } from './messages';

interface PlanSummary extends EnrollPlan {
  planName: string;
  monthlyPremium: number;
  carrierName: string;
}

/** The plan being enrolled in: a Medicare plan (plans/{id}) or a Medigap quote (medsupp/plans/{id}). */
const usePlanToEnroll = (id: string | undefined, medigap: boolean) => {
  const { session, location, planYear, api } = useHost();
  const { inputs } = useQuoteInputs();
  const quote =
    medigap && session && location && isComplete(inputs)
      ? toMedsuppQuery(inputs, location, planYear, session.connectureSessionId)
      : null;
  const key =
    id && session && location && (!medigap || quote)
      ? [session.accessToken, id, medigap, JSON.stringify(quote)].join('|')
      : null;
  return useResource<PlanSummary>(key, async (signal) => {
    if (medigap) {
      const { plan } = await api.call(
        endpoints.medsupp.plan,
        { params: { id: id! }, query: { ...quote!, source: planSourceForId(id!) } },
        { signal },
      );
      return {
        planId: plan.id,
        carrier: plan.carrierName,
        carrierName: plan.carrierName,
        planName: plan.planName,
        planType: plan.planType,
        monthlyPremium: plan.monthlyPremium,
      };
    }
    const { cntr } = await api.call(
      endpoints.plans.detail,
      {
        params: { id: id! },
        query: { zip: location!.zipCode, fips: location!.fips, year: planYear, isMailOrder: false },
      },
      { signal },
    );
    const p = cntr.plan;
    return {
      planId: p.id,
      carrier: p.carrierName,
      carrierName: p.carrierName,
      planName: p.planName,
      planType: p.planType,
      monthlyPremium: p.monthlyPremium,
    };
  });
};

const FIELD_PROPS: Record<
  Exclude<EnrollField, 'effectiveDate'>,
  { label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  firstName: { label: m.firstName, autoComplete: 'given-name' },
  lastName: { label: m.lastName, autoComplete: 'family-name' },
  phoneNumber: { label: m.phoneNumber, hint: m.phoneHint, autoComplete: 'tel', inputMode: 'tel' },
  email: { label: m.email, autoComplete: 'email', inputMode: 'email' },
  dateOfBirth: { label: m.dateOfBirth, hint: m.dateOfBirthHint, autoComplete: 'bday', inputMode: 'numeric' },
  medicareId: { label: m.medicareId, hint: m.medicareIdHint, autoComplete: 'off' },
};

const EnrollForm = ({ plan, medigapStart }: { plan: PlanSummary; medigapStart: string | null }) => {
  const host = useHost();
  const { consumer, location, api, events, session, planYear, phone } = host;
  // A Medigap policy starts when the person asked in the quote; other plans start within their plan year.
  const choices = useMemo(() => {
    if (!medigapStart) return planYearStartChoices(new Date(), planYear);
    const later = coverageStartChoices(new Date(), 6);
    return [medigapStart, ...later.filter((c) => c !== medigapStart)];
  }, [medigapStart, planYear]);
  const formRef = useRef<HTMLFormElement>(null);
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
            return (await api.call(endpoints.enrollment.create, { body: input })).cntr;
          }),
          recordEnrollment: fromPromise(async ({ input }) => {
            await api.call(endpoints.dw.planEnrollment, {
              body: {
                ...(session ? { websiteReferenceId: session.websiteReferenceId } : {}),
                planId: input.plan.planId,
                planName: input.plan.planName,
                carrierName: input.plan.carrier,
                planType: input.plan.planType,
                planYear,
                url: input.url,
              },
            });
          }),
        },
      }),
    [api, events, session, planYear],
  );
  const [state, send] = useMachine(machine, {
    input: {
      plan,
      zip: location!.zipCode,
      countyFIPS: location!.fips,
      values: {
        firstName: consumer.firstName ?? '',
        lastName: consumer.lastName ?? '',
        phoneNumber: consumer.phoneNumber ?? '',
        email: consumer.emailAddress ?? '',
        dateOfBirth: consumer.dateOfBirth ?? '',
        medicareId: '',
        effectiveDate: choices[0] ?? '',
      },
    },
  });
  const { values, errors, serverError } = state.context;
  const errorCount = Object.keys(errors).length;
  const busy = !state.matches('editing');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'submit' });
    // Move to the first field that needs fixing (after React shows the errors).
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      css={{ ...cardCss, display: 'grid', gap: 20 }}
      aria-labelledby="enroll-details-title"
    >
      <h2 id="enroll-details-title" css={{ margin: 0 }}>
        {m.detailsHeading}
      </h2>
      {errorCount > 0 ? (
        <p role="alert" css={{ color: theme.bad, fontWeight: 700, margin: 0 }}>
          {m.fixErrors(errorCount)}
        </p>
      ) : null}
      {serverError ? (
        <p role="alert" css={{ border: `2px solid ${theme.bad}`, borderRadius: 8, padding: 12, margin: 0 }}>
          {m.serverFailed(phone)}{' '}
          <a href={telHref(phone)} css={linkCss}>
            {phone}
          </a>
        </p>
      ) : null}
      {ENROLL_FIELDS.filter((f): f is Exclude<EnrollField, 'effectiveDate'> => f !== 'effectiveDate').map(
        (f) => (
          <TextField
            key={f}
            name={f}
            label={FIELD_PROPS[f].label}
            hint={FIELD_PROPS[f].hint}
            autoComplete={FIELD_PROPS[f].autoComplete}
            inputMode={FIELD_PROPS[f].inputMode}
            value={values[f]}
            error={errors[f]}
            readOnly={busy}
            onChange={(e) => send({ type: 'field.changed', field: f, value: e.target.value })}
          />
        ),
      )}
      <DateSelect
        label={m.effectiveDate}
        name="effectiveDate"
        value={values.effectiveDate}
        choices={choices}
        disabled={busy}
        onChange={(value) => send({ type: 'field.changed', field: 'effectiveDate', value })}
      />
      <p css={{ margin: 0 }}>{m.zipLine(location!.zipCode, location!.countyName)}</p>
      <p role="status" aria-live="polite" css={{ margin: 0, fontWeight: 700 }}>
        {state.matches('submitting')
          ? m.submitting
          : state.matches('recording') || state.matches('handingOff')
            ? m.handingOff
            : ''}
      </p>
      <p css={{ margin: 0 }}>
        <button type="submit" css={buttonCss} disabled={busy}>
          {m.submit}
        </button>
      </p>
    </form>
  );
};

/** /enroll/{carrierName?}/{id?}/: confirm details, post the enrollment, then the carrier hand-off. */
const EnrollPage = () => {
  const { session, location } = useHost();
  const { id } = useParams();
  const [params] = useSearchParams();
  const medigap = params.get('type') === 'medigap';
  const plan = usePlanToEnroll(id, medigap);
  const { inputs } = useQuoteInputs();
  if (plan.status === 'error' && isNotFound(plan.error)) throw notFound();

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
  else if (plan.status === 'error') body = <FetchFailed onRetry={plan.reload} />;
  else if (plan.status !== 'success') body = <Loading label={m.loadingPlan} />;
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
            {plan.data.carrierName} · {money(plan.data.monthlyPremium)}/month
          </p>
        </section>
        <EnrollForm plan={plan.data} medigapStart={medigap ? inputs.coverageStart : null} />
      </>
    );

  return (
    <Page title={m.title} intro={<p>{m.intro}</p>} testId="enroll-page">
      {body}
    </Page>
  );
};
export default EnrollPage;
