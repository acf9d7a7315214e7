import { mountDevHost } from 'shared-contracts/dev-host';
import { pages } from './pages';

mountDevHost('mfe_onboarding', pages);
