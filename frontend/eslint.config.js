import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url));

// Imports flow shared → features → app (bulletproof-react): shared code knows no feature,
// a feature knows no other feature and not the app, which composes them.
const sharedMayNotImport = {
  regex: '^@/(features|app)/',
  message: 'Shared code (components, hooks, lib, stores, types, testing) must not depend on features or the app.',
};
const importBoundaries = [
  {
    files: ['src/{components,hooks,lib,stores,types,testing}/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedMayNotImport] }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'Features do not import each other; compose them in src/app or share the code.',
            },
            { regex: '^@/app/', message: 'Features must not depend on the app layer.' },
          ],
        },
      ],
    },
  })),
];

export default defineConfig(
  { ignores: ['dist', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended, reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
  ...importBoundaries,
  // Last: Prettier owns the layout, so no ESLint rule may argue with it.
  eslintConfigPrettier,
);
