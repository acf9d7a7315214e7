import type { RemotePagesModule } from 'shared-contracts';
import { definePages, namedPage as named } from 'web-kit/pages';
import { loadMultistepInTasks } from './features/multistep/load';

declare const __BUILD_LABEL__: string;

const defaultFlow = () => import('./features/default-flow/pages');
// The multistep page's code is loaded once the step its address names is loaded too (each step's form is
// a chunk of its own): the shell's first render, which replaces the prerendered step, then shows the form
// at once instead of its loading state (a layout shift). No address in Node (the build's prerender). The
// machine, the page and the step's form are each evaluated in a task of their own (load.ts).
const multistep = () =>
  loadMultistepInTasks(
    {
      machine: () => Promise.all([import('@xstate/react'), import('./features/multistep/multistep.machine')]),
      page: () => import('./features/multistep/MultistepPage'),
    },
    globalThis.location?.pathname ?? '',
  );

const module: RemotePagesModule = {
  pages: definePages('mfe_onboarding', {
    onboarding: named(defaultFlow, 'OnboardingStartPage'),
    'onboarding-info': named(defaultFlow, 'InfoPage'),
    'onboarding-card': named(defaultFlow, 'CardPage'),
    'onboarding-med-ab': named(defaultFlow, 'MedAbPage'),
    'onboarding-year': named(defaultFlow, 'YearPage'),
    'onboarding-complete': named(defaultFlow, 'CompletePage'),
    'onboarding-multistep': multistep,
    'onboarding-step': multistep,
    quiz: () => import('./features/quiz/QuizPage'),
    'quiz-enrollmentdate': () => import('./features/quiz/EnrollmentDatePage'),
    'quiz-post-submit': () => import('./features/quiz/PostSubmitPage'),
    'quiz-results': () => import('./features/quiz/ResultsPage'),
    lead: () => import('./features/lead/LeadPage'),
    'zip-check': () => import('./features/zip-check/ZipCheckPage'),
    prefill: () => import('./features/prefill/PrefillPage'),
    preferences: () => import('./features/preferences/PreferencesPage'),
    'open-funnel-control': () => import('./features/landing/LandingPage'),
    'open-funnel-test': () => import('./features/landing/LandingPage'),
  }),
  buildLabel: __BUILD_LABEL__,
};
export const { pages, buildLabel } = module;
