// The package and feature boundaries of ARCHITECTURE.md, enforced by dependency-cruiser in `npm test`
// (scripts/test.mjs step "boundaries"). Paths are relative to the repository root.
//
// - Remotes import only shared-contracts, the kit (web-kit) and libraries: never the shell, the api or
//   another remote (a piece two remotes need lives in the kit, or is loaded at run time).
// - The shell loads remotes at run time only; it never imports their code.
// - The partner embedding (embed/) is another host: like the shell it loads remotes at run time, and it
//   builds only on shared-contracts and the kit (never on the shell's code).
// - shared-contracts and web-kit are the leaves every app builds on: shared-contracts imports no
//   package of ours, web-kit only shared-contracts.
// - No package imports the api's code except the api itself.
// - Inside a package a feature does not reach into a sibling feature: it may import the sibling's
//   public face (its index.ts, or public.ts in the api, whose index.ts registers the feature) and
//   nothing else.
// - A remote or the kit takes zod from shared-contracts/zod (one copy on the page, see its zod.ts).
// - Browser code imports the contracts' api and endpoints by resource, never their barrels.
// - A kit file reaches another of the kit's entries by its name ('web-kit/i18n'), never by relative path.
// - No import cycles that run (type-only cycles are erased by the compiler).
const { readFileSync } = require('node:fs');
const path = require('node:path');

const PACKAGES = 'shell|embed|api|web-kit|shared-contracts|e2e|mfe-[a-z]+';

/**
 * A package that may import, of our packages, only itself and `allowed` (libraries are always allowed).
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
const buildsOnlyOn = (name, comment, pkg, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${pkg}/` },
  to: { path: `^(${PACKAGES})/`, pathNot: `^(${[pkg, ...allowed].join('|')})/` },
});

/**
 * The kit's entries as path patterns under web-kit/src/, from its package exports: a folder entry
 * (`./ui` -> `ui/index.ts`) owns its folder, any other entry its one file. A file entry inside a folder
 * entry's folder (`./lead-form/form` in `lead-form/`) is an entry of its own: the folder's files reach it
 * by name, as any other file does, while it shares the folder's private files (its Spanish catalogues). A
 * file that is in no entry (a private helper) is its own.
 */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const kitFiles = Object.values(
  JSON.parse(readFileSync(path.join(__dirname, '../../web-kit/package.json'), 'utf8')).exports,
).map((file) => file.replace(/^\.\/src\//, ''));
const isFolderEntry = (inside) => /(^|\/)index\.tsx?$/.test(inside);
const kitFolders = kitFiles.filter(isFolderEntry).map((inside) => `${escaped(path.posix.dirname(inside))}/`);
const kitFileEntries = kitFiles
  .filter((inside) => !isFolderEntry(inside))
  .map((inside) => `${escaped(inside)}$`);
// Folders first: a file of a folder entry's folder is matched as the folder's, nested entries included.
const kitEntries = [...kitFolders, ...kitFileEntries];
/** File entries inside a folder entry's folder: never part of that folder's own territory. */
const nestedKitEntries = kitFileEntries.filter((entry) =>
  kitFolders.some((folder) => entry.startsWith(folder)),
);
// With none, a pattern that matches nothing (an empty group would match every path).
const NESTED_KIT_ENTRY = nestedKitEntries.length ? `(?:${nestedKitEntries.join('|')})` : '(?!)';
const KIT_ENTRY = `(?:${kitEntries.join('|')})`;

/** @type {import('dependency-cruiser').IConfiguration['forbidden']} */
const forbidden = [
  {
    name: 'remote-imports-contracts-and-kit-only',
    comment:
      'A remote imports only shared-contracts, web-kit and libraries (ARCHITECTURE: remotes never import each other).',
    severity: 'error',
    from: { path: '^(mfe-[a-z]+)/' },
    to: { path: `^(${PACKAGES})/`, pathNot: ['^$1/', '^(shared-contracts|web-kit)/'] },
  },
  {
    name: 'shell-loads-remotes-at-run-time',
    comment: 'The shell reaches remotes through Module Federation, never by import.',
    severity: 'error',
    from: { path: '^shell/' },
    to: { path: '^(mfe-[a-z]+|api|e2e)/' },
  },
  buildsOnlyOn(
    'embed-builds-on-contracts-and-kit-only',
    'The embedding imports shared-contracts, web-kit and libraries; remotes load at run time, the shell is another host.',
    'embed',
    ['shared-contracts', 'web-kit'],
  ),
  buildsOnlyOn(
    'contracts-are-a-leaf',
    'shared-contracts is imported by everyone and imports no package of ours.',
    'shared-contracts',
    [],
  ),
  buildsOnlyOn(
    'kit-builds-on-contracts-only',
    'web-kit imports shared-contracts and libraries, nothing of the apps.',
    'web-kit',
    ['shared-contracts'],
  ),
  {
    name: 'api-code-stays-in-the-api',
    comment: 'Only the api imports api code (and bench/scripts that start it as a process do not import it).',
    severity: 'error',
    from: { pathNot: '^api/' },
    to: { path: '^api/' },
  },
  {
    name: 'no-sibling-feature-internals',
    comment:
      "A feature imports a sibling feature only through its public face: index.ts, or public.ts where index.ts registers the feature (the api's features).",
    severity: 'error',
    from: { path: '^([^/]+/src/features)/([^/]+)/' },
    to: {
      path: '^$1/[^/]+/',
      pathNot: ['^$1/$2/', '^$1/[^/]+/(index|public)\\.tsx?$'],
    },
  },
  {
    name: 'remotes-share-one-zod',
    comment:
      "A remote or the kit takes zod from 'shared-contracts/zod', the one copy the shell provides; a direct import bundles a second zod.",
    severity: 'error',
    from: { path: '^(mfe-[a-z]+|web-kit|embed)/' },
    to: { path: '(^|/)node_modules/zod/', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'contracts-by-resource',
    comment:
      "The apps' browser code imports the contracts' api and endpoints by resource ('shared-contracts/endpoints/session', 'shared-contracts/api/plans'), never their barrels: a barrel is every resource's schemas in the shell's first load or a remote's page (issue 10). Type-only imports are erased; the api, the tests and the kit's test host may use them.",
    severity: 'error',
    from: {
      path: '^(shell|web-kit|embed|mfe-[a-z]+)/src/',
      pathNot: [
        '\\.test\\.tsx?$',
        '\\.test-util\\.tsx?$',
        '^web-kit/src/(test-host|test-data|test-contract|dev-host)\\.tsx?$',
      ],
    },
    to: { path: '^shared-contracts/src/(api|endpoints)/index\\.ts$', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'kit-entries-by-name',
    comment:
      "Inside the kit, another entry (web-kit/ui, /i18n, /theme, /messages, /queries/plans, ...) is imported by its name, never by relative path. Every entry is a shared module: by name it is the one copy the host provides; by relative path a remote's build bundles a copy of its own, whose React context and catalogues are not the host's (a doctor search's failure box read English on a Spanish page that way).",
    severity: 'error',
    // Tests are not bundled: they import what they test by relative path.
    from: { path: `^web-kit/src/(${KIT_ENTRY}|.+$)`, pathNot: '\\.test(-util)?\\.tsx?$' },
    to: {
      path: `^web-kit/src/${KIT_ENTRY}`,
      // Its own entry's files, but never a file entry nested in its folder (lead-form/ and lead-form/form).
      pathNot: `^(?!web-kit/src/${NESTED_KIT_ENTRY})web-kit/src/$1`,
      dependencyTypes: ['local'],
    },
  },
  {
    name: 'no-cycles',
    severity: 'error',
    from: {},
    // A cycle through type-only imports never runs; the ones that matter execute.
    to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    // Libraries stay out of the graph, except zod, which remotes-share-one-zod watches.
    exclude: { path: ['(^|/)node_modules/(?!zod/)', '(^|/)dist/', '(^|/)\\.data/', '^tooling/boundaries/'] },
    // Type-only imports count too: a type from another remote is still a coupling.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
