import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Import boundaries of the browser app (ARCHITECTURE.md), from the bottom up:
// - shared code (components/, lib/, graphql/, and the app's side of the prerender: prerender/
//   but for its build's files) imports none of the layers above it;
// - resource/ (the one resource pattern) imports shared code only;
// - ledger/ (accounts, assets, transactions and their shared pieces) imports resource/ and shared
//   code, never a feature;
// - a feature (src/features/<name>) imports ledger/, resource/ and shared code, never another
//   feature;
// - app/, main.tsx and the prerender's build (prerender/render.tsx, pages.ts, texts.ts and the
//   inline scripts) may import everything; nothing in the app imports the prerender's build.
// The browser never imports the server and the server never imports the browser.
// Every folder of src/features/ is a feature: the list is read from the file system, so it never
// names a folder that does not exist, and a new feature is held to the rules at once.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A document (query or mutation) is imported only by the module that owns its .graphql file (the
// feature, or ledger/), from the X.generated.ts codegen writes beside it; those of src/graphql/
// are shared by all, and selections shared between modules are fragments. The layers below keep
// every other module's documents out, but a feature may use ledger/'s code: not its documents.
// Tests may import every document to mock it.
const noLedgerDocuments = {
  group: ['**/ledger/**/*.generated'],
  message:
    'A document is imported by the module that owns its .graphql file only; share a fragment, or move the document to src/graphql/.',
};

const noServer = {
  // (@emotion/server is Emotion's, for the prerender: src/prerender/render.tsx)
  group: ['**/server/**', '!@emotion/server/**'],
  message: 'The browser app never imports the server.',
};
const layer = (folder, message) => ({
  group: [`**/${folder}`, `**/${folder}/**`],
  message,
});
const noApp = layer('app', 'Only app/ wires the app together: import from the layers below.');
const noFeatures = layer(
  'features',
  'Only app/ imports a feature; share through ledger/ or below.',
);
const noLedger = layer(
  'ledger',
  'Shared code and resource/ know no domain: ledger/ is above them.',
);
const noResource = layer('resource', 'Shared code is below resource/: move the piece down.');
/** The prerender's build: the build (scripts/prerender.ts) loads it, the app never does. */
const prerenderBuild = ['render', 'pages', 'texts', 'inline/*'];
const prerenderBuildFiles = prerenderBuild.map((file) => `src/prerender/${file}.{ts,tsx}`);
const noPrerenderBuild = {
  group: prerenderBuild.flatMap((file) => [`**/prerender/${file}`, `./${file}`, `../${file}`]),
  message: 'The prerender’s build is loaded by the build only: the app uses prerender/takeOver.',
};

/** One no-restricted-imports per group of files (a later one would replace an earlier one). */
const boundaries = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: [noServer, noPrerenderBuild, ...patterns] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'src/**/*.generated.ts',
      'src/graphql/types.ts',
      'server/graphql/resolvers.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // `import { type A } from 'x'` keeps `import 'x'` (verbatimModuleSyntax): a module loaded
      // for nothing, with everything it imports (a list page once loaded the forms' rules so)
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundaries(['src/**/*.{ts,tsx}'], [], ['src/main.tsx', 'src/app/**', ...prerenderBuildFiles]),
  boundaries(
    ['src/components/**', 'src/lib/**', 'src/graphql/**', 'src/prerender/**'],
    [noApp, noFeatures, noLedger, noResource],
    prerenderBuildFiles,
  ),
  boundaries(['src/resource/**'], [noApp, noFeatures, noLedger]),
  boundaries(['src/ledger/**'], [noApp, noFeatures]),
  ...features.map((feature) =>
    boundaries(
      [`src/features/${feature}/**`],
      [
        noApp,
        {
          group: features
            .filter((f) => f !== feature)
            .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`, `../${f}`, `../${f}/**`]),
          message:
            'A feature never imports another feature: move the shared piece to ledger/ or below.',
        },
        noLedgerDocuments,
      ],
    ),
  ),
  {
    // No import cycles in the app, the server or the scripts (type-only imports do not count).
    // The resolver follows tsconfig.json and its project references, as tsc does. Without the
    // extensions and parsers below the rule reads no .ts/.tsx file and finds nothing, silently.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The server's layers (ARCHITECTURE.md): resolvers check who asks and shape answers, the
  // domain holds the rules, the writes and the reads, db/ opens and migrates the database.
  ...(() => {
    const noBrowser = {
      group: ['**/src/**'],
      message: 'The server never imports the browser app.',
    };
    const server = (files, patterns) => ({
      files,
      rules: { 'no-restricted-imports': ['error', { patterns: [noBrowser, ...patterns] }] },
    });
    return [
      server(['server/**/*.ts'], []),
      server(
        ['server/graphql/resolvers/**'],
        [
          {
            group: ['drizzle-orm', 'drizzle-orm/**', '**/db/schema*', '**/db/client*'],
            message: 'A resolver reads and writes through the domain: move the query there.',
          },
        ],
      ),
      server(
        ['server/db/**'],
        [{ group: ['**/domain/**'], message: 'db/ is below the domain: it never imports it.' }],
      ),
      server(
        ['server/domain/**'],
        [
          {
            group: ['**/config', '**/config.js', '**/config.ts'],
            message: 'The domain takes its settings as arguments; it never imports config.',
          },
        ],
      ),
    ];
  })(),
);
