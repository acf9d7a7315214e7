import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type MultistepInput,
  multistepMachine,
  progress,
  STEPS,
  type Step,
  upcomingStep,
} from './multistep.machine';

const start = (input: Partial<MultistepInput> = {}) => {
  const actor = createActor(multistepMachine, {
    input: {
      locationKnown: false,
      openFunnelTest: false,
      afterOnboardingPath: '/onboarding/complete/',
      ...input,
    },
  });
  actor.start();
  return actor;
};
const stepOf = (a: ReturnType<typeof start>) => a.getSnapshot().context.step;

describe('the multistep onboarding machine', () => {
  it('walks the seven steps in order with Next, then finishes at the afterOnboardingPath', () => {
    const a = start();
    const seen: Step[] = [];
    while (a.getSnapshot().status === 'active') {
      seen.push(stepOf(a));
      a.send({ type: 'step.next' });
    }
    expect(seen).toEqual([...STEPS]);
    expect(a.getSnapshot().value).toBe('finished');
    expect(a.getSnapshot().context.exitPath).toBe('/onboarding/complete/');
    expect(a.getSnapshot().context.done).toEqual([...STEPS]);
  });

  it('names the step Next leads to (what the page loads ahead), none on the last step', () => {
    for (const locationKnown of [false, true]) {
      const a = start({ locationKnown });
      while (a.getSnapshot().status === 'active') {
        const upcoming = upcomingStep(a.getSnapshot().context);
        a.send({ type: 'step.next' });
        if (a.getSnapshot().status === 'active') expect(upcoming).toBe(stepOf(a));
        else expect(upcoming).toBeNull();
      }
    }
  });

  it('finishes at the host-given afterOnboardingPath', () => {
    const a = start({ afterOnboardingPath: '/plans/all/', requested: 'dental', done: STEPS.slice(0, 6) });
    expect(stepOf(a)).toBe('dental');
    a.send({ type: 'step.next' });
    expect(a.getSnapshot().context.exitPath).toBe('/plans/all/');
  });

  it('Back goes to the step before, and does nothing on the first step', () => {
    const a = start();
    a.send({ type: 'step.back' });
    expect(stepOf(a)).toBe('zip');
    a.send({ type: 'step.next' });
    a.send({ type: 'step.next' });
    expect(stepOf(a)).toBe('contact');
    a.send({ type: 'step.back' });
    expect(stepOf(a)).toBe('name');
    a.send({ type: 'step.back' });
    expect(stepOf(a)).toBe('zip');
    // Going back keeps what was done: Next and a URL can return at once.
    a.send({ type: 'step.goto', step: 'contact' });
    expect(stepOf(a)).toBe('contact');
  });

  it('skips the ZIP step when the shell already knows the location, in progress and in Back', () => {
    const a = start({ locationKnown: true });
    expect(stepOf(a)).toBe('name');
    expect(progress(a.getSnapshot().context)).toEqual({ current: 2, total: 7 });
    a.send({ type: 'step.back' });
    expect(stepOf(a)).toBe('name');
    a.send({ type: 'step.goto', step: 'zip' });
    expect(stepOf(a)).toBe('name');
  });

  it('keeps the ZIP step reachable after a reload when it was answered on this flow', () => {
    const a = start({ locationKnown: true, done: ['zip', 'name'], requested: 'zip' });
    expect(stepOf(a)).toBe('zip');
  });

  it('leaves the ZIP step when the location becomes known while it is shown', () => {
    const a = start();
    a.send({ type: 'location.known' });
    expect(stepOf(a)).toBe('name');
  });

  it('a URL (the browser back button or a link) may name any step up to the first one not done', () => {
    const a = start({ done: ['zip', 'name'] });
    expect(stepOf(a)).toBe('contact');
    a.send({ type: 'step.goto', step: 'zip' });
    expect(stepOf(a)).toBe('zip');
    a.send({ type: 'step.goto', step: 'dental' });
    expect(stepOf(a)).toBe('contact');
  });

  it('resumes on the step the URL names after a reload, with what was done kept', () => {
    const a = start({ requested: 'medicare', done: ['zip', 'name', 'contact'] });
    expect(stepOf(a)).toBe('medicare');
    expect(progress(a.getSnapshot().context)).toEqual({ current: 4, total: 7 });
    const b = start({ requested: 'doctor', done: ['zip', 'name'] });
    expect(stepOf(b)).toBe('contact');
  });

  it('Step N of 7 follows the step shown', () => {
    const a = start();
    const counts: number[] = [];
    for (let i = 0; i < 7; i++) {
      counts.push(progress(a.getSnapshot().context).current);
      a.send({ type: 'step.next' });
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('an open_funnel_test visitor starts without step 1: the flow is left at once for plan type selection', () => {
    const a = start({ openFunnelTest: true, requested: 'name' });
    expect(a.getSnapshot().value).toBe('finished');
    expect(a.getSnapshot().context.exitPath).toBe('/');
  });
});
