/**
 * The multistep onboarding (spec 2): seven steps, one question each, in a fixed order. The machine
 * holds which step is shown and which are done; the page keeps the URL in step with it (each step has
 * its own URL, so Back, the browser's back button and a reload all land on a step the person may see).
 *
 * - A step already answered elsewhere is skipped: the ZIP set in the shell's modal is not asked again.
 * - A URL may name a step only when every step before it is done or skipped; otherwise the first step
 *   still to do is shown (a reload resumes where the person was, a pasted link cannot jump ahead).
 * - Campaign open_funnel_test has no "Your Information" step (spec 2 drawer rule): the flow is left at
 *   once for step 2 of the main flow, plan type selection.
 * - The last step's Next finishes the flow and leaves for the consumer's afterOnboardingPath.
 */
import { assign, setup } from 'xstate';

export const STEPS = ['zip', 'name', 'contact', 'medicare', 'drug', 'doctor', 'dental'] as const;
export type Step = (typeof STEPS)[number];

/** Where an open_funnel_test visitor goes instead: step 2 of the main flow, plan type selection. */
export const OPEN_FUNNEL_START_PATH = '/';

export interface MultistepInput {
  /** The step the URL names (a reload or a link), if any. */
  requested?: Step | undefined;
  /** Steps done before a reload (kept in session storage). */
  done?: readonly Step[] | undefined;
  /** The shell already knows the ZIP and county. */
  locationKnown: boolean;
  openFunnelTest: boolean;
  afterOnboardingPath: string;
}

export interface MultistepContext {
  step: Step;
  done: Step[];
  skipped: Step[];
  /** Set once the flow is left: where to go. */
  exitPath: string | null;
  afterOnboardingPath: string;
}

export type MultistepEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goto'; step: Step }
  /** The ZIP became known elsewhere (the shell's modal) while the flow was open. */
  | { type: 'location.known' };

const index = (s: Step) => STEPS.indexOf(s);
const settled = (c: Pick<MultistepContext, 'done' | 'skipped'>, s: Step) =>
  c.done.includes(s) || c.skipped.includes(s);

/** The first step neither done nor skipped (the last step when all are). */
const firstOpen = (c: Pick<MultistepContext, 'done' | 'skipped'>): Step =>
  STEPS.find((s) => !settled(c, s)) ?? STEPS[STEPS.length - 1]!;

/** `wanted` if every step before it is settled and it is not skipped; else the first open step. */
export const reachable = (c: Pick<MultistepContext, 'done' | 'skipped'>, wanted: Step): Step =>
  !c.skipped.includes(wanted) && STEPS.slice(0, index(wanted)).every((s) => settled(c, s))
    ? wanted
    : firstOpen(c);

const nextAfter = (c: Pick<MultistepContext, 'skipped'>, from: Step): Step | null =>
  STEPS.slice(index(from) + 1).find((s) => !c.skipped.includes(s)) ?? null;

/** The step Next leads to from the one shown (null on the last): the page loads its code ahead. */
export const upcomingStep = (c: Pick<MultistepContext, 'step' | 'skipped'>): Step | null =>
  nextAfter(c, c.step);
const previousBefore = (c: MultistepContext, from: Step): Step | null =>
  STEPS.slice(0, index(from))
    .reverse()
    .find((s) => !c.skipped.includes(s)) ?? null;

/** Step N of 7: a step keeps its number when one before it is skipped. */
export const progress = (c: Pick<MultistepContext, 'step'>) => ({
  current: index(c.step) + 1,
  total: STEPS.length,
});

export const multistepMachine = setup({
  types: {
    context: {} as MultistepContext,
    events: {} as MultistepEvent,
    input: {} as MultistepInput,
  },
  guards: {
    openFunnelTest: ({ context }) => context.exitPath === OPEN_FUNNEL_START_PATH,
    isLastStep: ({ context }) => nextAfter(context, context.step) === null,
  },
}).createMachine({
  id: 'multistep',
  context: ({ input }) => {
    const done = STEPS.filter((s) => input.done?.includes(s));
    // A ZIP given on this flow's own first step stays a step the person can go back to.
    const skipped: Step[] = input.locationKnown && !done.includes('zip') ? ['zip'] : [];
    const base = { done, skipped };
    return {
      ...base,
      step: input.requested ? reachable(base, input.requested) : firstOpen(base),
      exitPath: input.openFunnelTest ? OPEN_FUNNEL_START_PATH : null,
      afterOnboardingPath: input.afterOnboardingPath,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'openFunnelTest', target: 'finished' }, { target: 'asking' }],
    },
    asking: {
      on: {
        'step.next': [
          {
            guard: 'isLastStep',
            target: 'finished',
            actions: assign({
              done: ({ context }) => [...new Set([...context.done, context.step])],
              exitPath: ({ context }) => context.afterOnboardingPath,
            }),
          },
          {
            actions: assign(({ context }) => ({
              done: [...new Set([...context.done, context.step])],
              step: nextAfter(context, context.step) ?? context.step,
            })),
          },
        ],
        'step.back': {
          actions: assign({ step: ({ context }) => previousBefore(context, context.step) ?? context.step }),
        },
        'step.goto': { actions: assign({ step: ({ context, event }) => reachable(context, event.step) }) },
        'location.known': {
          actions: assign(({ context }) => {
            const skipped = [...new Set<Step>([...context.skipped, 'zip'])];
            const step = context.step === 'zip' ? firstOpen({ done: context.done, skipped }) : context.step;
            return { skipped, step };
          }),
        },
      },
    },
    finished: { type: 'final' },
  },
});
