import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Every file: the process-wide i18next instance would share one language between requests. */
const I18NEXT_DEFAULT = { name: 'i18next', importNames: ['default'], message: 'Create a fresh instance per request (createTranslator).' };

/**
 * Who may import whom (docs/architecture.md, "Code boundaries"): the two workers never import each
 * other, browser code imports neither worker, and src/shared imports nothing of ours outside itself.
 * Imports are relative, so each rule is written for the folder depth its files sit at.
 */
const up = (depth) => `^(\\.\\./){${depth}}`;
const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths: [I18NEXT_DEFAULT], patterns }] },
});
const outOf = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });
const BOUNDARIES = [
  boundary(['src/edge/**/*.{ts,tsx}'], [outOf(['origin'], 'The edge talks to the origin over HTTP (ORIGIN binding), never by importing it; share code through src/shared.')]),
  boundary(['src/origin/**/*.{ts,tsx}'], [outOf(['edge', 'client'], 'The origin imports neither the edge nor browser code; share code through src/shared.')]),
  boundary(['src/client/**/*.{ts,tsx}'], [outOf(['edge', 'origin'], 'Browser code imports neither worker; share code through src/shared.')]),
  // src/shared/x.ts leaves the folder with `../`, src/shared/area/x.ts with `../../`.
  boundary(['src/shared/*.{ts,tsx}'], [{ regex: `${up(1)}`, message: 'src/shared imports nothing of ours outside src/shared.' }]),
  boundary(['src/shared/*/*.{ts,tsx}'], [{ regex: `${up(2)}`, message: 'src/shared imports nothing of ours outside src/shared.' }]),
];

export default tseslint.config(
  { ignores: ['dist/**', '**/.wrangler/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/shared/i18n/catalogue.generated.ts', 'bench/results/**', 'bench/tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [I18NEXT_DEFAULT] }],
    },
  },
  ...BOUNDARIES,
  {
    // SQL lives in src/origin/db/ (one module per resource); everything else calls its functions.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/origin/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: 'SQL belongs in src/origin/db/: add a named function there and call it.',
        },
      ],
    },
  },
  {
    // The one place that makes i18next instances (still inside src/shared: it imports only from there).
    files: ['src/shared/i18n/translator.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: up(2), message: 'src/shared imports nothing of ours outside src/shared.' }] }] },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
