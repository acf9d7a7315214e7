/**
 * /onboarding/multistep/ and /onboarding/multistep/step/{step}/: one question per screen, driven by the
 * multistep machine. The URL follows the machine on Next and Back; the machine follows the URL on the
 * browser's back and forward buttons and on a reload (a step not yet reachable is replaced by the first
 * one still to do).
 */
import { useMachine } from '@xstate/react';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { matchPath, useNavigate, useParams } from 'react-router-dom';
import { MULTISTEP_STEPS, OPEN_FUNNEL_TEST_CAMPAIGN } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { useMessages } from 'web-kit/i18n';
import { retryableLazy } from 'web-kit/pages';
import { Button, Loading, PageFrame } from 'web-kit/ui';
import {
  actionsCss,
  ContactForm,
  clearDraft,
  ImportanceForm,
  MedicareForm,
  NameForm,
  readDraft,
  updateDraft,
  ZipForm,
} from '../consumer';
import { multistepMessages } from './messages';
import { multistepMachine, progress, STEPS, type Step, upcomingStep } from './multistep.machine';

// Every step's code loads when the step is reached (the ZIP step sends none of the others' libraries),
// or before: the step after the one shown loads once its answers are valid (the pickers' steps, which
// need none, at once), so Continue shows the next question without a loading state.
const DrugStep = retryableLazy(async () => ({ default: (await import('./DrugStep')).DrugStep }), 'DrugStep');
const DoctorStep = retryableLazy(
  async () => ({ default: (await import('./DoctorStep')).DoctorStep }),
  'DoctorStep',
);
const FORMS = {
  zip: ZipForm,
  name: NameForm,
  contact: ContactForm,
  medicare: MedicareForm,
  dental: ImportanceForm,
} as const;
const STEP_CODE: Record<Step, { preload: () => Promise<void> }> = {
  ...FORMS,
  drug: DrugStep,
  doctor: DoctorStep,
};

const stepPath = (s: Step) => `/onboarding/multistep/step/${s}/`;
const isStep = (s: string | undefined): s is Step => (MULTISTEP_STEPS as readonly string[]).includes(s ?? '');

/** How long the page waits for the code of a step it corrects the address to, before it shows that
 * step's loading state instead (a slow network: the page area stays empty no longer than this). */
export const STEP_CODE_WAIT_MS = 3_000;

/**
 * Loads the code of the step an address names (`/onboarding/multistep/step/{step}/`), so that a first
 * render there shows the step's form at once rather than its loading state (the page's loader awaits it:
 * pages.ts). Nothing for an address with no step or an unknown one; settles, never rejects.
 */
export const preloadStepOf = async (pathname: string): Promise<void> => {
  const named = matchPath('/onboarding/multistep/step/:step/', pathname)?.params.step;
  if (isStep(named)) await STEP_CODE[named].preload();
};

const MultistepPage = () => {
  const m = useMessages(multistepMessages);
  const host = useHost();
  const params = useParams();
  const urlStep = isStep(params.step) ? params.step : undefined;
  const navigate = useNavigate();
  const [snapshot, send, actor] = useMachine(multistepMachine, {
    input: {
      requested: urlStep,
      done: (readDraft().done ?? []).filter(isStep),
      locationKnown: host.location !== null,
      openFunnelTest: host.attribution.campaignId === OPEN_FUNNEL_TEST_CAMPAIGN,
      afterOnboardingPath: host.afterOnboardingPath,
    },
  });

  const leave = (path: string) => {
    clearDraft();
    host.events.emit('consumer:updated', { fields: { onboardingFlow: 'multistep' } });
    navigate(path);
  };

  // The URL names a step (back/forward, reload, a link): the machine goes there if it may, and the
  // URL is corrected when it may not, once the code of the step it goes to is loaded. Corrected at once,
  // that step showed its loading state and then its form, which pushed the page's foot down: a layout
  // shift (issue 10: 0.0225 on /onboarding/multistep/step/zip/ for a visitor whose ZIP is known, whom the
  // machine sends on to the name step; only the address's own step is loaded before the first render).
  // Until then (at most STEP_CODE_WAIT_MS) the page shows that step's loading state, never an empty area
  // (see `waiting` below).
  // Next or Back under way: the machine has moved and the address follows in the same event (`go`).
  const moving = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reacts to a change of the URL's step only
  useEffect(() => {
    moving.current = false;
    if (urlStep && urlStep !== actor.getSnapshot().context.step) send({ type: 'step.goto', step: urlStep });
    const now = actor.getSnapshot();
    if (now.status === 'done') {
      leave(now.context.exitPath ?? host.afterOnboardingPath);
      return;
    }
    const target = now.context.step;
    if (target === urlStep) return;
    let current = true;
    // preload() settles once the code has come or failed (the step's own loading and retry then take over).
    const go = () => {
      if (current) navigate(stepPath(target), { replace: true });
      current = false;
    };
    void STEP_CODE[target].preload().then(go);
    const slow = setTimeout(go, STEP_CODE_WAIT_MS);
    return () => {
      current = false;
      clearTimeout(slow);
    };
  }, [urlStep]);

  const step = snapshot.context.step;

  const go = (type: 'step.next' | 'step.back') => {
    moving.current = true;
    send({ type });
    const now = actor.getSnapshot();
    updateDraft({ done: now.context.done });
    if (now.status === 'done') leave(now.context.exitPath ?? host.afterOnboardingPath);
    else navigate(stepPath(now.context.step));
  };
  const next = () => go('step.next');
  const isFirst = STEPS.slice(0, STEPS.indexOf(step)).every((s) => snapshot.context.skipped.includes(s));
  const back = isFirst ? null : (
    <Button variant="secondary" onClick={() => go('step.back')}>
      {m.back}
    </Button>
  );
  const isLast = step === STEPS[STEPS.length - 1];
  const submitLabel = isLast ? m.finish : m.next;
  const { current, total } = progress(snapshot.context);
  const upcoming = upcomingStep(snapshot.context);
  const preloadNext = useCallback(() => {
    if (upcoming) void STEP_CODE[upcoming].preload();
  }, [upcoming]);
  const isPicker = step === 'drug' || step === 'doctor';
  useEffect(() => {
    if (isPicker) preloadNext();
  }, [isPicker, preloadNext]);

  const waiting = step !== urlStep;
  // The render between the machine's move on Next or Back and the address's (the machine re-renders the
  // page at once, the address a moment later): nothing, as before, rather than a loading state for a step
  // whose code is already loaded (the next step loads ahead) and whose form follows at once.
  if (snapshot.status === 'done' || (waiting && moving.current)) return null;
  // The machine is at another step than the address (a known ZIP skips the ZIP step; resume), and the
  // address follows once that step's code is loaded (the effect above). Meanwhile: that step's loading
  // state, its title and the agent phone with the kit's loading text where the form goes, not an empty
  // page area. Keyed apart from the step itself, so the step replaces its elements instead of pushing
  // them down (what pushed the page's foot down was a layout shift, issue 10).
  const Form = isPicker ? null : FORMS[step];
  return (
    <div
      key={waiting ? 'waiting' : 'step'}
      data-testid={waiting ? 'onboarding-step-waiting' : `onboarding-step-${step}`}
    >
      <p aria-live="polite" css={{ fontWeight: 700, margin: '8px 0 0' }} data-testid="onboarding-progress">
        {m.progress(current, total)}
      </p>
      <progress value={current} max={total} aria-hidden="true" css={{ width: '100%', height: 12 }} />
      <PageFrame title={m.titles[step]} intro={<p>{m.intros[step]}</p>}>
        {waiting ? (
          <Loading />
        ) : Form ? (
          <Form key={step} submitLabel={submitLabel} onDone={next} extra={back} whenValid={preloadNext} />
        ) : (
          <div css={{ display: 'grid', gap: 24 }}>
            <Suspense fallback={<Loading />}>
              {step === 'drug' ? <DrugStep path={stepPath('drug')} /> : <DoctorStep />}
            </Suspense>
            <p css={actionsCss}>
              {back}
              <Button onClick={next}>{submitLabel}</Button>
            </p>
          </div>
        )}
      </PageFrame>
    </div>
  );
};
export default MultistepPage;
