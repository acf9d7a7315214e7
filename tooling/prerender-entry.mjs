// The build-time renderer's one Node bundle (prerenderConfig, run by scripts/prerender.mjs): the shell's
// renderer and every remote's `./pages` module, the same modules the browser loads through Module
// Federation, compiled together so the page and the chrome share one React, one router, one
// shared-contracts, one kit and one query cache. The composition lives here, outside the packages: the
// shell never imports a remote (tooling/boundaries), it is handed the modules.
import * as mfeMember from '../mfe-member/src/pages.ts';
import * as mfeOnboarding from '../mfe-onboarding/src/pages.ts';
import * as mfePlans from '../mfe-plans/src/pages.ts';
import * as mfeProviders from '../mfe-providers/src/pages.ts';

export * from '../shell/src/prerender.server.tsx';

/** Each remote's pages module by its registry name (shared-contracts' REMOTES). */
export const remotes = {
  mfe_onboarding: mfeOnboarding,
  mfe_plans: mfePlans,
  mfe_providers: mfeProviders,
  mfe_member: mfeMember,
};
