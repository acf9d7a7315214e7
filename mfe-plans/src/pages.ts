import type { RemotePagesModule } from 'shared-contracts';
import { definePages } from 'web-kit/pages';

declare const __BUILD_LABEL__: string;

const named =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({
    default: (await load())[name],
  });

const module: RemotePagesModule = {
  pages: definePages('mfe_plans', {
    home: () => import('./features/home/HomePage'),
    'plans-all': () => import('./features/plan-list/PlansAllPage'),
    'plans-compare': () => import('./features/compare/ComparePage'),
    'plans-hmo': named(() => import('./features/plan-list/PlanTypePages'), 'HmoPlansPage'),
    'plans-ppo': named(() => import('./features/plan-list/PlanTypePages'), 'PpoPlansPage'),
    'plans-hmo-detail': named(() => import('./features/plan-details/pages'), 'HmoDetailsPage'),
    'plans-ppo-detail': named(() => import('./features/plan-details/pages'), 'PpoDetailsPage'),
    'plans-pdp': named(() => import('./features/plan-details/pages'), 'PdpPage'),
    'plans-medigap': named(() => import('./features/medigap/pages'), 'MedigapListPage'),
    'plans-medigap-detail': named(() => import('./features/medigap/pages'), 'MedigapDetailsPage'),
    drugs: () => import('./features/drugs/DrugsPage'),
    'drugs-add': () => import('./features/drugs/AddDrugPage'),
    supplements: () => import('./features/supplements/SupplementsPage'),
    enroll: () => import('./features/enroll/EnrollPage'),
  }),
  buildLabel: __BUILD_LABEL__,
};
export const { pages, buildLabel } = module;
