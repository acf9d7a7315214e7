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
      /lead-form\/(fields\.tsx|consent\.ts)$|forms\/index\.tsx$|web-kit\/src\/specialties\.ts$/.test(file),
  );

/**
 * Every catalogue of the browser packages, loaded: each export named `…Messages` of their catalogue
 * modules, with the package and the name it has there (the validation rules' MESSAGES are the contracts').
 */
export const loadCatalogues = async () => {
  const found = [];
  for (const pkg of CATALOGUE_PACKAGES)
    for (const file of catalogueModules(pkg)) {
      const module = await import(file);
      for (const [name, value] of Object.entries(module))
        if (/Messages$/.test(name) && value && typeof value === 'object') found.push({ pkg, name, value });
    }
  const { MESSAGES } = await import('../../shared-contracts/src/validation.ts');
  found.push({ pkg: 'shared-contracts', name: 'MESSAGES', value: MESSAGES });
  return found;
};
