// The names the suite imports from each tree-shaken shared library. Apart from tooling/rspack.mjs (which
// builds each shared copy from them) so that scripts/lib/build.mjs can put them in every app's input hash
// without loading rspack: a name first imported by one remote changes the copy the shell provides.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Every package whose code runs in the browser: the apps and the libraries they all import. */
const BROWSER_PACKAGES = [
  'shell',
  'embed',
  'mfe-onboarding',
  'mfe-plans',
  'mfe-providers',
  'mfe-member',
  'web-kit',
  'shared-contracts',
];

const sourceFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

/**
 * The names the whole suite imports from a shared library (`import { a, type B } from 'lib'`), read
 * from every browser package's sources. A shared module is otherwise built whole, since the app that
 * provides it cannot know what the others use; with this list every app builds and provides the same
 * tree-shaken copy. A namespace or side-effect import means "all of it" (null).
 */
export const usedExports = (library) => {
  const names = new Set();
  const quoted = library.replace(/[/.]/g, '\\$&');
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g');
  const whole = new RegExp(
    `(import|export)\\s+(?!type\\s*\\{)(\\*|[\\w$]+)[^;]*from\\s+'${quoted}'|import\\(\\s*'${quoted}'`,
  );
  for (const pkg of BROWSER_PACKAGES) {
    const dir = path.join(root, pkg, 'src');
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      if (whole.test(text)) return null;
      for (const [, typeOnly, list] of text.matchAll(named)) {
        if (typeOnly) continue;
        for (const item of list.split(',')) {
          const spec = item.trim();
          if (!spec || spec.startsWith('type ')) continue;
          names.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...names].sort();
};

/** Shared libraries imported by name only, so the suite's union of names is all any app needs of them. */
export const TREE_SHAKEN = [
  'react-router-dom',
  '@tanstack/react-query',
  'xstate',
  '@xstate/react',
  'react-hook-form',
];

/** Every tree-shaken library with the names the suite imports from it (null: all of it). */
export const treeShakenNames = () => Object.fromEntries(TREE_SHAKEN.map((pkg) => [pkg, usedExports(pkg)]));
