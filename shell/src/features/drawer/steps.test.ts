import { describe, expect, it } from 'vitest';
import {
  currentMainStep,
  currentPreMeetingStep,
  isDrawerHidden,
  mainSteps,
  preMeetingBase,
  preMeetingSteps,
  stepsNavigate,
} from './steps';

describe('drawer steps', () => {
  it('has the three main steps, and omits step 1 for the open_funnel_test campaign', () => {
    expect(mainSteps().map((s) => `${s.number} ${s.label} ${s.path}`)).toEqual([
      '1 Your Information /onboarding/multistep/',
      '2 Plan Type Selection /',
      '3 Compare Plans & Enroll /plans/all/',
    ]);
    expect(mainSteps('open_funnel_test').map((s) => s.number)).toEqual([2, 3]);
  });

  it.each([
    ['/onboarding/', 1],
    ['/onboarding/card/', 1],
    ['/prefill/abc/', 1],
    ['/member/', 1],
    ['/onboarding/complete/', 2],
    ['/', 2],
    ['/plans/all/', 3],
    ['/enroll/acme/H1234-001-000/', 3],
    ['/pharmacy/', 3],
  ])('current step on %s is %i', (path, step) => expect(currentMainStep(path)).toBe(step));

  it.each([
    ['/onboarding/multistep/', true],
    ['/onboarding/multistep/step/zip/', true],
    ['/quiz/enrollmentdate/', true],
    ['/zip-check/', true],
    ['/plans/compare/', true],
    ['/meeting/M1/confirm/', true],
    ['/provider/network/', true],
    ['/plans/all/', false],
    ['/', false],
    ['/onboarding/', false],
  ])('hidden on %s: %s', (path, hidden) => expect(isDrawerHidden(path)).toBe(hidden));

  it('navigates on click except on /onboarding/ itself', () => {
    expect(stepsNavigate('/onboarding/')).toBe(false);
    expect(stepsNavigate('/onboarding/card/')).toBe(true);
  });

  it('builds pre-meeting steps from the member path', () => {
    expect(preMeetingBase('/member/A1/opp/WR1/next-steps/')).toBe('/member/A1/opp/WR1/');
    expect(preMeetingBase('/member/A1/opp/personalization/')).toBe('/member/A1/opp/');
    expect(preMeetingBase('/member/')).toBeNull();
    expect(preMeetingSteps('/member/A1/opp/WR1/').map((s) => s.path)).toEqual([
      '/member/A1/opp/WR1/',
      '/member/A1/opp/WR1/personalization/',
      '/member/A1/opp/WR1/next-steps/',
    ]);
    expect(currentPreMeetingStep('/member/A1/opp/WR1/personalization/')).toBe(2);
    expect(currentPreMeetingStep('/member/A1/opp/WR1/next-steps/')).toBe(3);
    expect(currentPreMeetingStep('/member/A1/opp/WR1/')).toBe(1);
  });
});
