import { mountDevHost } from 'web-kit/dev-host';
import { pages } from './pages';

mountDevHost('mfe_plans', pages);
