import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/**
 * The layers of src/ (docs/architecture.md): each may import the ones before it, never one after.
 * wire ← domain ← api/state ← runtime/payments ← islands ← templates/components/layouts ← pages,
 * with the build-time manifest reader beside the templates, and no product code importing sandbox/.
 */
const LAYERS = ['wire', 'domain', 'api|state', 'runtime|payments', 'islands', 'templates|components|layouts', 'pages'];
const ALL = [
  'wire',
  'domain',
  'api',
  'state',
  'manifest',
  'runtime',
  'payments',
  'islands',
  'templates',
  'components',
  'layouts',
  'pages',
  'integrations',
  'report',
  'simulate',
];
/** What a folder may not import (besides sandbox/), by layer. */
const FORBIDDEN = {
  wire: ALL.filter((f) => f !== 'wire'),
  domain: ALL.filter((f) => !['wire', 'domain'].includes(f)),
  api: ALL.filter((f) => !['wire', 'domain', 'api', 'state'].includes(f)),
  state: ALL.filter((f) => !['wire', 'domain', 'api', 'state'].includes(f)),
  runtime: ['payments', 'islands', 'templates', 'components', 'layouts', 'pages', 'integrations', 'report', 'simulate'],
  payments: [
    'runtime',
    'manifest',
    'islands',
    'templates',
    'components',
    'layouts',
    'pages',
    'integrations',
    'report',
    'simulate',
  ],
  islands: ['templates', 'components', 'layouts', 'pages', 'integrations', 'report', 'simulate'],
  templates: ['pages', 'integrations', 'report', 'simulate'],
  components: ['pages', 'integrations', 'report', 'simulate'],
  layouts: ['pages', 'integrations', 'report', 'simulate'],
  manifest: [
    'api',
    'state',
    'runtime',
    'payments',
    'islands',
    'templates',
    'components',
    'layouts',
    'pages',
    'report',
    'simulate',
  ],
};
void LAYERS;
const layerRules = Object.entries(FORBIDDEN).map(([folder, forbidden]) => ({
  files: [`src/${folder}/**/*.{ts,tsx,astro}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...forbidden.map((f) => `**/${f}/**`), '**/sandbox/**'],
            message: `src/${folder} sits below these layers (wire ← domain ← api/state ← runtime/payments ← islands ← templates ← pages); pass what it needs in, or move the shared part down.`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'bench/floor/.astro/',
      'node_modules/',
      'sandbox/.data/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,astro}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/sandbox/**'], message: 'Product code never imports the sandbox.' }] },
      ],
    },
  },
  ...layerRules,
);
