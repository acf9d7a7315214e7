// Where the browser packages' message catalogues are: every messages.ts, and the kit's other modules that
// export one. The catalogue test (catalogues.test.mjs) and the e2e Spanish walk (e2e/tests/i18n) read them.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './suite.mjs';

export const CATALOGUE_PACKAGES = [
  'shell',
  'web-kit',
  'mfe-plans',
  'mfe-onboarding',
  'mfe-providers',
  'mfe-member',
  'embed',
];

const sourceFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.(test|es)\.tsx?$/.test(name) ? [file] : [];
  });

/** The modules of a package that export catalogues (`…Messages`). */
export const catalogueModules = (pkg) =>
  sourceFiles(path.join(root, pkg, 'src')).filter(
    (file) =>
      path.basename(file) === 'messages.ts' ||
      /lead-form\/(fields\.tsx|consent\.ts)$|forms\/index\.tsx$/.test(file),
  );
