import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries of the browser app (ARCHITECTURE.md): app/ may import features; a feature may
// import components/, lib/, graphql/; a feature never imports another feature; shared code never
// imports a feature. The browser never imports the server and the server never imports the browser.
const features = [
  'auth',
  'landing',
  'legal',
  'dashboard',
  'accounts',
  'assets',
  'transactions',
  'crypto',
  'cash',
  'banking',
  'overview',
  'statements',
  'admin',
  'errors',
];

const noFeatureImports = {
  group: ['**/features/**', '@/features/**'],
  message: 'Shared code (components, lib, graphql) must not import a feature.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'coverage',
      'src/graphql/generated.ts',
      'server/graphql/resolvers.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // (@emotion/server is Emotion's, for the prerender: src/prerender.tsx)
              group: ['**/server/**', '!@emotion/server/**'],
              message: 'The browser app never imports the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/graphql/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noFeatureImports,
            { group: ['**/app/**'], message: 'Shared code must not import app/.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((f) => f !== feature)
                .flatMap((f) => [
                  `**/features/${f}`,
                  `**/features/${f}/**`,
                  `../${f}`,
                  `../${f}/**`,
                ]),
              message:
                'A feature never imports another feature: move the shared piece to components/ or lib/.',
            },
            {
              group: ['**/app/**'],
              message: 'A feature must not import app/; routes come from lib/paths.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**'], message: 'The server never imports the browser app.' },
          ],
        },
      ],
    },
  },
);
