import { describe, expect, it } from 'vitest';
import { loadSpanish } from 'web-kit/i18n';
import { chromeMessages } from '../chrome';
import { drawerSteps, mainSteps, preMeetingSteps } from './steps';

const names = chromeMessages.stepNames;

describe('drawer steps', () => {
  it('has the three main steps, and omits step 1 for the open_funnel_test campaign', () => {
    expect(mainSteps(names).map((s) => `${s.number} ${s.label} ${s.path}`)).toEqual([
      '1 Your Information /onboarding/multistep/',
      '2 Plan Type Selection /',
      '3 Compare Plans & Enroll /plans/all/',
    ]);
    expect(mainSteps(names, 'open_funnel_test').map((s) => s.number)).toEqual([2, 3]);
  });

  it('builds pre-meeting steps from the member route params', () => {
    expect(preMeetingSteps(names, { accountId: 'A1', websiteReferenceId: 'WR1' }).map((s) => s.path)).toEqual(
      ['/member/A1/opp/WR1/', '/member/A1/opp/WR1/personalization/', '/member/A1/opp/WR1/next-steps/'],
    );
    // "/member/A1/opp/personalization/" has no reference id: its base is "/member/A1/opp/".
    expect(preMeetingSteps(names, { accountId: 'A1' })[0]?.path).toBe('/member/A1/opp/');
  });

  it("picks the route's flow", () => {
    const params = { accountId: 'A1', websiteReferenceId: 'WR1' };
    expect(
      drawerSteps({ flow: 'pre-meeting', current: 2, navigable: true }, params, names).map((s) => s.label),
    ).toEqual(['Your Information', 'Personalization', 'Next steps']);
    expect(
      drawerSteps({ flow: 'main', current: 2, navigable: true }, params, names, 'open_funnel_test').map(
        (s) => s.path,
      ),
    ).toEqual(['/', '/plans/all/']);
  });

  it("names the steps in the visit's language", async () => {
    const spanishChrome = await loadSpanish(chromeMessages);
    expect(mainSteps(spanishChrome.stepNames).map((s) => s.label)).toEqual([
      'Sus datos',
      'Selección del tipo de plan',
      'Comparar planes e inscribirse',
    ]);
  });
});
