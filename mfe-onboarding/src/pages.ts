import type { RemotePagesModule } from 'shared-contracts';
import { definePages } from 'web-kit/pages';

declare const __BUILD_LABEL__: string;

const module: RemotePagesModule = {
  pages: definePages('mfe_onboarding', {
    'onboarding-multistep': () => import('./features/multistep/MultistepPage'),
    'onboarding-step': () => import('./features/multistep/MultistepPage'),
  }),
  buildLabel: __BUILD_LABEL__,
};
export const { pages, buildLabel } = module;
