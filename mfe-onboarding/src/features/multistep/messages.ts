import { spanish } from 'web-kit/i18n';
import type { Step } from './multistep.machine';

export const multistepMessages = {
  titles: {
    zip: 'What is your ZIP code?',
    name: 'What is your name?',
    contact: 'How can a licensed agent reach you?',
    medicare: 'Tell us about your Medicare',
    drug: 'Which prescription drugs do you take?',
    doctor: 'Which doctors do you want to keep?',
    dental: 'What matters most to you in a plan?',
  } satisfies Record<Step, string>,
  intros: {
    zip: 'Plans and prices depend on where you live.',
    name: 'So our licensed agents know who they are helping.',
    contact: 'A licensed agent may reach out to answer your questions. There is no obligation to enroll.',
    medicare: 'This helps us show the plans you can join and when your coverage can start.',
    drug: 'We use your drugs to estimate what each plan will cost you. You can skip this and add them later.',
    doctor: 'We check which plans include your doctors. You can skip this and add them later.',
    dental: 'We rank the plans by what matters to you.',
  } satisfies Record<Step, string>,
  progress: (n: number, total: number) => `Step ${n} of ${total}`,
  next: 'Continue',
  finish: 'See my plans',
  back: 'Back',
  yourDrugs: 'Drugs you added',
  noDrugs: 'You have not added any drugs yet.',
  yourDoctors: 'Doctors you added',
  needLocation: 'Please go back and enter your ZIP code first.',
} as const;

spanish(multistepMessages, () => import('./messages.es'));
