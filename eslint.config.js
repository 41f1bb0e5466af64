import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

/**
 * The layers of src/ (docs/architecture.md), bottom up: a folder may import its own layer and the
 * ones below, never one above; runtime and payments do not import each other. The build-time
 * manifest reader may be read by the runtime and above (page data), and reads only wire and domain;
 * integrations, report and simulate are tools no layer imports. No product code imports sandbox/.
 */
const LAYERS = [
  ['wire'],
  ['domain'],
  ['api', 'state'],
  ['runtime', 'payments'],
  ['islands'],
  ['templates', 'components', 'layouts'],
  ['pages'],
];
const TOOLS = ['integrations', 'report', 'simulate'];
const MANIFEST_READERS = ['runtime', 'islands', 'templates', 'components', 'layouts', 'pages'];

/** What a folder of the stack may not import. */
function forbiddenFor(folder) {
  const level = LAYERS.findIndex((layer) => layer.includes(folder));
  const above = LAYERS.slice(level + 1).flat();
  const sibling = { runtime: ['payments'], payments: ['runtime'] }[folder] ?? [];
  const manifest = MANIFEST_READERS.includes(folder) ? [] : ['manifest'];
  return [...above, ...sibling, ...manifest, ...TOOLS];
}

const FORBIDDEN = {
  ...Object.fromEntries(
    LAYERS.flat()
      .filter((f) => f !== 'pages')
      .map((f) => [f, forbiddenFor(f)]),
  ),
  manifest: LAYERS.slice(2).flat().concat(['report', 'simulate']),
};
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
          {
            group: ['**/state/index.ts'],
            message:
              'Import the state module you use: state/index.ts evaluates every store, so a page would load them all (issue 10).',
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
      'reports/',
      '.stryker-tmp/',
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
  {
    // A function the reader can hold in view; templates (.astro) are markup, not counted.
    files: ['{src,sandbox,scripts,functions}/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
);
