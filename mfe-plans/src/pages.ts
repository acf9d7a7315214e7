import type { RemotePagesModule } from 'shared-contracts';
import { definePages, namedPage } from 'web-kit/pages';
import { loadInTasks, type ModuleGroup } from './load-in-tasks';

declare const __BUILD_LABEL__: string;

// A plan list's page in three tasks (load-in-tasks.ts): the suite's shared modules it consumes, then the
// plan cards (their styles serialized at import), then the list and the page. No tree-shaken shared
// library here (tooling/shared-names.mjs): a dynamic import of one reads as "all of it", and the shell
// would provide it whole (react-router-dom: +38 kB of /plans/all/'s JavaScript).
const planListGroups: readonly ModuleGroup[] = [
  () =>
    Promise.all([
      import('shared-contracts/domain'),
      import('web-kit/theme'),
      import('web-kit/ui'),
      import('web-kit/queries/plans'),
      import('web-kit/queries/session'),
    ]),
  () => import('./features/plan-list/PlanCards'),
];

const planTypePages = () => import('./features/plan-list/PlanTypePages');

const module: RemotePagesModule = {
  pages: definePages('mfe_plans', {
    home: () => import('./features/home/HomePage'),
    'plans-all': () => loadInTasks(planListGroups, () => import('./features/plans-all/PlansAllPage')),
    'plans-compare': () => import('./features/compare/ComparePage'),
    'plans-hmo': namedPage(() => loadInTasks(planListGroups, planTypePages), 'HmoPlansPage'),
    'plans-ppo': namedPage(() => loadInTasks(planListGroups, planTypePages), 'PpoPlansPage'),
    'plans-hmo-detail': namedPage(() => import('./features/plan-details/pages'), 'HmoDetailsPage'),
    'plans-ppo-detail': namedPage(() => import('./features/plan-details/pages'), 'PpoDetailsPage'),
    'plans-pdp': namedPage(() => import('./features/plan-details/pages'), 'PdpPage'),
    'plans-medigap': namedPage(() => import('./features/medigap/pages'), 'MedigapListPage'),
    'plans-medigap-detail': namedPage(() => import('./features/medigap/pages'), 'MedigapDetailsPage'),
    drugs: () => import('./features/drugs/DrugsPage'),
    'drugs-add': () => import('./features/drugs/AddDrugPage'),
    supplements: () => import('./features/supplements/SupplementsPage'),
    enroll: () => import('./features/enroll/EnrollPage'),
  }),
  buildLabel: __BUILD_LABEL__,
};
export const { pages, buildLabel } = module;
