import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';

/** `libTags`: what apps, services and libs may depend on. */
const moduleBoundaries = (libTags) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: [
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: libTags },
      { sourceTag: 'type:service', onlyDependOnLibsWithTags: libTags },
      { sourceTag: 'type:lib', onlyDependOnLibsWithTags: libTags },
      { sourceTag: 'type:test-lib', onlyDependOnLibsWithTags: ['type:lib', 'type:test-lib'] },
      // offline builds (tools/*): the libraries they build data for, never an app or a service
      { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:lib', 'type:test-lib'] },
      { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ],
  },
];

/**
 * Web features never import each other: shared pieces move to components/ or lib/, and
 * the app shell (src/app) composes features. One block per feature forbids the others' folders.
 */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: WEB_FEATURES.filter((other) => other !== feature).map((other) => ({
          group: [`../${other}`, `../${other}/**`, `../../${other}`, `../../${other}/**`, `../../../${other}/**`, `**/features/${other}/**`],
          message: `features/${feature} may not import features/${other}: move the shared piece to src/components or src/lib, or compose both in src/app.`,
        })),
      },
    ],
  },
}));

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.data', '**/test-results', '**/playwright-report', '**/coverage'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Services never import each other; libs never import apps or services (docs/architecture.md#services).
      // Production code uses libs tagged type:lib only (type:test-lib, e.g. libs/test-fakes: below).
      '@nx/enforce-module-boundaries': moduleBoundaries(['type:lib']),
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      'no-empty-pattern': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Test code may also use the test-only libs (type:test-lib): test folders, *.test / *.spec files
    // and the browser tests (apps/web-e2e).
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'apps/web-e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(['type:lib', 'type:test-lib']) },
  },
  ...featureBoundaries,
];
