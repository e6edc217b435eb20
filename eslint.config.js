import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noUiInLibrary = {
  paths: ['react', 'react-dom', 'zustand', '@tanstack/react-query', 'monaco-editor'],
  patterns: [{ group: ['node:*', 'react/*', 'react-dom/*', 'zustand/*', 'monaco-editor/*', '**/app/**'], message: 'src/ is a pure library: no UI, Node or app imports.' }],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.ts'], languageOptions: { globals: {} }, rules: { 'no-restricted-imports': ['error', noUiInLibrary] } },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/server/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['monaco-editor', 'monaco-editor/*'], message: 'Only app/editor/ may import Monaco.' },
            { group: ['node:*'], message: 'Browser code cannot use Node modules.' },
          ],
        },
      ],
    },
  },
  { files: ['app/editor/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/state/**', '**/queries/**', 'monaco-editor', 'monaco-editor/*'], message: 'app/ui is presentational: props in, callbacks out.' }] },
      ],
    },
  },
);
