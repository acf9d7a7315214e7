/**
 * The default onboarding flow: /onboarding/ (the ZIP when unknown, then a start), info/ (name), card/
 * (how to reach you, with the lead and its consent), med-ab/ (Medicare), year/ (the plan year), then
 * the consumer's afterOnboardingPath, by default complete/. The forms are the multistep flow's own; each
 * page loads the next page's form once its own answers are valid (the start page at once).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { offeredPlanYears } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { buttonCss } from 'web-kit/theme';
import { Button, PageFrame, RadioGroup } from 'web-kit/ui';
import { ContactForm, MedicareForm, NameForm, stepFormCss, ZipForm } from '../consumer';
import { defaultFlowMessages } from './messages';

export const OnboardingStartPage = () => {
  const m = useMessages(defaultFlowMessages);
  const { location } = useHost();
  const navigate = useNavigate();
  useEffect(() => {
    if (location) NameForm.preload();
  }, [location]);
  if (!location)
    return (
      <PageFrame title={m.needZip}>
        <ZipForm
          submitLabel={m.next}
          onDone={() => navigate('/onboarding/info/')}
          whenValid={NameForm.preload}
        />
      </PageFrame>
    );
  return (
    <PageFrame title={m.startTitle} intro={<p>{m.startIntro}</p>} testId="onboarding-start">
      <p>
        <Link to="/onboarding/info/" css={buttonCss}>
          {m.start}
        </Link>
      </p>
    </PageFrame>
  );
};

const useGo = (path: string) => {
  const navigate = useNavigate();
  return () => navigate(path);
};

export const InfoPage = () => {
  const m = useMessages(defaultFlowMessages);
  return (
    <PageFrame title={m.infoTitle}>
      <NameForm submitLabel={m.next} onDone={useGo('/onboarding/card/')} whenValid={ContactForm.preload} />
    </PageFrame>
  );
};

export const CardPage = () => {
  const m = useMessages(defaultFlowMessages);
  return (
    <PageFrame title={m.cardTitle}>
      <ContactForm
        submitLabel={m.next}
        onDone={useGo('/onboarding/med-ab/')}
        whenValid={MedicareForm.preload}
      />
    </PageFrame>
  );
};

export const MedAbPage = () => {
  const m = useMessages(defaultFlowMessages);
  return (
    <PageFrame title={m.medAbTitle}>
      <MedicareForm submitLabel={m.next} onDone={useGo('/onboarding/year/')} />
    </PageFrame>
  );
};

/**
 * The plan year: from October 1 to December 31 both years are sold (`offeredPlanYears`), so the person
 * says which applies; the choice becomes the session's plan year (the host resets the plan flags).
 */
export const YearPage = () => {
  const m = useMessages(defaultFlowMessages);
  const { planYear, afterOnboardingPath, events } = useHost();
  const navigate = useNavigate();
  const offered = offeredPlanYears(new Date());
  const [year, setYear] = useState(offered.includes(planYear) ? planYear : (offered[0] ?? planYear));
  const [next, current] = offered;
  return (
    <PageFrame title={m.yearTitle}>
      {/* Spaced as the other steps' forms (the Continue button touched the second choice). */}
      <div css={stepFormCss}>
        {next !== undefined && current !== undefined ? (
          <RadioGroup
            legend={m.yearQuestion}
            name="plan-year"
            value={String(year)}
            options={[
              { value: String(next), label: m.nextYearOption(next) },
              { value: String(current), label: m.thisYearOption(current, next) },
            ]}
            onChange={(value) => setYear(Number(value))}
          />
        ) : (
          <p>{m.yearBody(planYear)}</p>
        )}
        <Button
          onClick={() => {
            if (year !== planYear) events.emit('plans:year-chosen', { year });
            events.emit('consumer:updated', { fields: { onboardingFlow: 'default' } });
            navigate(afterOnboardingPath);
          }}
        >
          {m.next}
        </Button>
      </div>
    </PageFrame>
  );
};

export const CompletePage = () => {
  const m = useMessages(defaultFlowMessages);
  return (
    <PageFrame title={m.completeTitle} intro={<p>{m.completeBody}</p>} testId="onboarding-complete">
      <p>
        <Link to="/" css={buttonCss}>
          {m.choosePlanType}
        </Link>
      </p>
    </PageFrame>
  );
};
