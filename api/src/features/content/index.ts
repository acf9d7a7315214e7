import type { Feature } from '../feature';
import { mountLegalPages } from './legal-pages';
import { contentRoutes } from './routes';
import { seedContent } from './seed';

export const contentFeature: Feature = {
  name: 'content',
  migrations: new URL('./migrations/', import.meta.url),
  seed: { version: 'content#4', run: seedContent },
  routes: contentRoutes,
  pages: mountLegalPages,
};
