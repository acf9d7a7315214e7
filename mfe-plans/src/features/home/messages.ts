import { spanish } from 'web-kit/i18n';
export const homeMessages = {
  title: 'Choose a plan type',
  intro: 'There are three kinds of Medicare plans you can buy. Here is what each one does, in plain words.',
  choices: [
    {
      id: 'ma',
      title: 'Medicare Advantage',
      body: 'A plan you get in place of Original Medicare. It covers hospital stays and doctor visits. It often covers your drugs too, and extras like dental, vision and hearing. You use the plan’s network of doctors (HMO or PPO).',
      to: '/plans/all/',
      cta: 'See Medicare Advantage plans',
    },
    {
      id: 'medigap',
      title: 'Medicare Supplement (Medigap)',
      body: 'You keep Original Medicare, and this plan pays some or all of what is left for you to pay. That means your deductible and your share of each bill. You can see any doctor who takes Medicare. Drug coverage is separate (Part D).',
      to: '/plans/all/?tab=medSupp',
      cta: 'See Medicare Supplement plans',
    },
    {
      id: 'pdp',
      title: 'Part D drug plans',
      body: 'Coverage for your drugs, on its own. You can add it to Original Medicare or to a Medigap plan. It helps pay for your medicines.',
      to: '/plans/all/?tab=pdp',
      cta: 'See Part D drug plans',
    },
  ],
  drugsTitle: 'Take prescription drugs?',
  drugsBody: 'Add them first, and every plan will show what it would really cost you for the year.',
  drugsCta: 'Add your drugs',
  learnMore: 'What is a Medicare Supplement plan?',
} as const;

spanish(homeMessages, () => import('./messages.es'));
