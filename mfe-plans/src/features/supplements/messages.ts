import { spanish } from 'web-kit/i18n';
export const supplementMessages = {
  title: 'Medicare Supplement insurance',
  paragraphs: [
    'Original Medicare (Part A and Part B) pays for a lot of your care, but not all of it. You still pay some costs, like deductibles, coinsurance and copays.',
    'A Medicare Supplement plan, also called Medigap, pays some or all of those costs. Plans are named by letter. Every company must give the same benefits for the same letter. So a Plan G from one company covers the same things as a Plan G from another. What differs is the price and the service.',
    'You can see any doctor in the U.S. who takes Medicare. Medicare Supplement plans do not cover drugs, so most people add a Part D drug plan.',
  ],
  quotes: 'See prices for your area',
  pdp: 'See Part D drug plans',
} as const;

spanish(supplementMessages, () => import('./messages.es'));
