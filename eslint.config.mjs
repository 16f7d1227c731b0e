import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'frontend/dist/', '.data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='it'][callee.property.name=/^(only|skip)$/]", message: 'Every test runs.' },
        { selector: "CallExpression[callee.object.name='test'][callee.property.name=/^(only|skip)$/]", message: 'Every test runs.' },
        { selector: "CallExpression[callee.object.name='describe'][callee.property.name=/^(only|skip)$/]", message: 'Every test runs.' },
      ],
    },
  },
  {
    files: ['lambdas/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'test/frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The crisis rules are word lists: long lines hide a word added or lost in a diff.
    files: ['frontend/src/lib/crisis/**/*.ts'],
    // Generated tables are one long string each.
    ignores: ['frontend/src/lib/crisis/model/weights.ts', 'frontend/src/lib/crisis/spelling-exceptions.ts'],
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
