// `npm run lint`: typescript-eslint on api, web, plugins and the scripts; the dependency rules are
// dependency-cruiser's (.dependency-cruiser.cjs) and the formatting Prettier's.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import complianceRules from './scripts/eslint-compliance-rules.mjs';

// A module's index.ts names what it offers; `export *` would make its public surface whatever its files happen to hold.
const NO_EXPORT_ALL = {
  selector: 'ExportAllDeclaration',
  message: 'Name the exports (export { A, type B } from ...): a module exposes what it chooses, not everything a file holds.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'web/src/gql/', 'examples/partner/src/gql/', '**/coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are errors, except a deliberate `_` prefix and the rest of a destructuring that drops keys.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-duplicate-imports': 'off',
    },
  },
  {
    // A file does one thing: past 600 lines it usually holds two concerns (STYLE.md). Data included.
    files: ['api/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'api/src/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 600 }] },
  },
  {
    // One compliance rule a file, with its citation, trigger words and examples (docs/compliance-rules.md).
    files: ['api/src/modules/compliance/rules/*.ts'],
    ignores: ['**/*.test.ts', '**/rules/{index,rule,vocabulary}.ts'],
    plugins: { compliance: complianceRules },
    rules: { 'compliance/rule-file': 'error' },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_EXPORT_ALL] },
  },
  {
    // Identity owns the account rows: other modules read and change them only through identity's functions
    // (accounts.ts, account-verification.ts, account-plan.ts), so no ORM call outside it names `User`
    // (a reference to set a row's owner, getReference(User, id), reads and writes nothing).
    files: ['api/src/modules/**/*.ts'],
    ignores: ['api/src/modules/identity/**', '**/*.test.ts', '**/*.testing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_EXPORT_ALL,
        {
          selector:
            'CallExpression[callee.property.name=/^(find|findOne|findOneOrFail|findAll|findAndCount|count|create|assign|merge|upsert|upsertMany|insert|insertMany|nativeInsert|nativeUpdate|nativeDelete|lock|refresh|remove|persist)$/][arguments.0.name="User"]',
          message:
            'Accounts belong to identity: use its functions (findAccount, lockAccount, setAccountPlan, ...) instead of the ORM on User.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: `async ({}, use)` needs none.
    files: ['web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
