import type { RemotePagesModule } from 'shared-contracts';
import { definePages, namedPage } from 'web-kit/pages';

declare const __BUILD_LABEL__: string;

const module: RemotePagesModule = {
  pages: definePages('mfe_plans', {
    home: () => import('./features/home/HomePage'),
    'plans-all': () => import('./features/plans-all/PlansAllPage'),
    'plans-compare': () => import('./features/compare/ComparePage'),
    'plans-hmo': namedPage(() => import('./features/plan-list/PlanTypePages'), 'HmoPlansPage'),
    'plans-ppo': namedPage(() => import('./features/plan-list/PlanTypePages'), 'PpoPlansPage'),
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
