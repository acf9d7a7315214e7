/** Left drawer steps of spec section 2: which steps, which is current, where the drawer is hidden. */
export interface DrawerStep {
  number: number;
  label: string;
  path: string;
}

export const OPEN_FUNNEL_TEST_CAMPAIGN = 'open_funnel_test';

export const mainSteps = (campaignId?: string): DrawerStep[] => {
  const steps = [
    { number: 1, label: 'Your Information', path: '/onboarding/multistep/' },
    { number: 2, label: 'Plan Type Selection', path: '/' },
    { number: 3, label: 'Compare Plans & Enroll', path: '/plans/all/' },
  ];
  return campaignId === OPEN_FUNNEL_TEST_CAMPAIGN ? steps.filter((s) => s.number !== 1) : steps;
};

/** Pre-meeting steps for member pages, under /member/{accountId}/opp/{websiteReferenceId?}/. */
export const preMeetingSteps = (base: string): DrawerStep[] => [
  { number: 1, label: 'Your Information', path: base },
  { number: 2, label: 'Personalization', path: `${base}personalization/` },
  { number: 3, label: 'Next steps', path: `${base}next-steps/` },
];

/** The member opportunity base of a pre-meeting path, e.g. /member/A1/opp/WR1/. */
export const preMeetingBase = (path: string): string | null => {
  const m = /^(\/member\/[^/]+\/opp\/(?:[^/]+\/)?)(?:anoc\/|next-steps\/|personalization\/)?$/.exec(path);
  if (!m) return null;
  const base = m[1]!;
  // "/member/A1/opp/personalization/" has no reference id: its base is "/member/A1/opp/".
  return base.replace(/(anoc|next-steps|personalization)\/$/, '');
};

export const currentMainStep = (path: string): number => {
  if (path.startsWith('/onboarding/complete/') || path === '/') return 2;
  if (
    path.startsWith('/onboarding/') ||
    path.startsWith('/prefill/') ||
    path.startsWith('/onboarding/card/') ||
    path.startsWith('/member/')
  )
    return 1;
  return 3;
};

export const currentPreMeetingStep = (path: string): number => {
  if (path.endsWith('/personalization/')) return 2;
  if (path.endsWith('/next-steps/')) return 3;
  return 1;
};

const HIDDEN = [
  /^\/onboarding\/multistep\//,
  /^\/quiz\//,
  /^\/zip-check\//,
  /^\/plans\/compare\//,
  /^\/meeting\//,
  /^\/provider\/network\//,
];
export const isDrawerHidden = (path: string): boolean => HIDDEN.some((re) => re.test(path));

/** Clicking a step navigates, except when on /onboarding/ itself. */
export const stepsNavigate = (path: string): boolean => path !== '/onboarding/';
