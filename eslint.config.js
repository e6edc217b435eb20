import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which room may import which (README "Architecture"); each rule says why in its message.
const LIBRARY_ONLY_THROUGH_INDEX = {
  group: ['**/src/*', '**/src/**', '!**/src/index', '!**/src/index.ts'],
  message: 'app/ imports the library only through src/index.ts.',
};
const NO_MONACO = { group: ['monaco-editor', 'monaco-editor/*'], message: 'Only app/editor/ may import Monaco.' };
/** The browser rooms' import rule: never Monaco, Node or library internals, plus the room's own limits. */
const browserRoom = (...extra) => ({
  'no-restricted-imports': ['error', { patterns: [NO_MONACO, NO_NODE, LIBRARY_ONLY_THROUGH_INDEX, ...extra] }],
});
// Each screen is a feature folder (test/app/shell/screen-registry.test.ts holds them to app/shell's SCREENS).
const SCREEN_NAMES = readdirSync(new URL('./app/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NO_NODE = { group: ['node:*'], message: 'Browser code cannot use Node modules.' };
// A screen reaches an extension only through app/ext's registry (EXTENSION_SLOTS and what reads it).
const EXTENSIONS_ONLY_THROUGH_REGISTRY = {
  regex: '(^|/)ext/',
  message: "A screen reads the extensions through app/ext's registry (import app/ext), never one extension's files.",
};
// What only the browser app may import (the library, the Node side and the command line run without a page).
const UI_LIBRARIES = ['react', 'react-dom', 'zustand', '@tanstack/react-query', 'monaco-editor'];
// Protocol literals belong to src/spec (docs/architecture.md): a dated revision or an io.modelcontextprotocol/
// key written anywhere else is a second copy of a fact, so code names the src/spec constant instead.
const SPEC_LITERAL =
  "is a protocol fact: use its name from src/spec (versions, META_KEYS, ENVELOPE) or an extension's facts (TASKS_EXTENSION).";
// A method name (`tools/call`, `notifications/tasks`): a lowercase namespace and slash-separated segments, not a
// media type. Two of them in one array are a method group, which src/spec derives from METHODS (METHOD_SETS,
// listMethods, offeredMethods) or an extension declares in its facts (src/ext/<name>/facts.ts).
const METHOD_NAME =
  '/^(?!(text|application|image|audio|video|font|multipart|message|model)\\/)[a-z]+(\\/[a-zA-Z_]+)+$/';
const NO_PROTOCOL_LITERALS = [
  {
    selector: `ArrayExpression > Literal[value=${METHOD_NAME}] ~ Literal[value=${METHOD_NAME}]`,
    message:
      "A list of method names is a method group: derive it from src/spec (METHOD_SETS, METHODS) or an extension's facts.",
  },
  { selector: 'Literal[value=/^20\\d\\d-\\d\\d-\\d\\d$/]', message: `A dated protocol version ${SPEC_LITERAL}` },
  {
    selector: 'Literal[value=/^io\\.modelcontextprotocol\\//]',
    message: `An io.modelcontextprotocol/ key ${SPEC_LITERAL}`,
  },
  {
    selector: 'TemplateElement[value.raw=/^io\\.modelcontextprotocol\\//]',
    message: `An io.modelcontextprotocol/ key ${SPEC_LITERAL}`,
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'cli/dist/', 'node_modules/', 'test-results/', '.cache/', 'zz-review*/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No type information here: building TypeScript's program made eslint slow (docs/testing.md), so the rules
    // that need it (promises never left floating or passed where a void return is expected) run in oxlint's
    // type-aware pass (.oxlintrc.json, `npm run lint:types`).
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Tests, fixtures and benches write protocol messages as data; src/spec and each extension's facts
    // (src/ext/<name>/facts.ts, with its rules' spec pages) are where the facts live.
    ignores: ['src/spec/**', 'src/ext/*/facts.ts', 'test/**', 'bench/**', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': ['error', ...NO_PROTOCOL_LITERALS] },
  },
  {
    files: ['src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI_LIBRARIES,
          patterns: [
            {
              group: ['node:*', 'react/*', 'react-dom/*', 'zustand/*', 'monaco-editor/*', '**/app/**'],
              message: 'src/ is a pure library: no UI, Node or app imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/server/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      ...browserRoom(),
    },
  },
  ...SCREEN_NAMES.map((screen) => ({
    files: [`app/features/${screen}/**/*.{ts,tsx}`],
    rules: browserRoom(
      {
        // Another screen by path: what screens share lives in app/exchange (or app/ui, app/state).
        regex: `(\\.\\.|features)/(${SCREEN_NAMES.filter((other) => other !== screen).join('|')})/`,
        message: 'A screen does not import another screen; what screens share belongs in app/exchange.',
      },
      EXTENSIONS_ONLY_THROUGH_REGISTRY,
    ),
  })),
  {
    // The app's extension registry (app/ext): what screens show of each protocol extension; read by screens.
    files: ['app/ext/**/*.{ts,tsx}'],
    rules: browserRoom({
      group: ['**/features/**', '**/shell/**'],
      message: 'app/ext is read by the screens: it imports no screen and not the shell.',
    }),
  },
  {
    files: ['app/exchange/**/*.{ts,tsx}'],
    rules: browserRoom({
      group: ['**/features/**', '**/shell/**'],
      message: 'app/exchange is shared by the screens: it imports no screen and not the shell.',
    }),
  },
  {
    // The Node side: Node, its own files and the library through src/index.ts; nothing of the browser app.
    files: ['app/server/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI_LIBRARIES,
          patterns: [
            LIBRARY_ONLY_THROUGH_INDEX,
            {
              group: ['react/*', 'react-dom/*', 'monaco-editor/*'],
              message: 'app/server/ is Node code: no UI libraries.',
            },
            {
              regex: '^(\\.\\./)+(features|editor|state|ui|shell|exchange|queries|main)(/|$)',
              message:
                'app/server/ is Node code: it imports Node, its own files and src/index.ts, never the browser app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/editor/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_NODE, LIBRARY_ONLY_THROUGH_INDEX] }] },
  },
  {
    // Small parts (an orchestration hook plus views, a pipeline of stages): no function over 100 lines where the
    // screens, the exchange, the Node side, the send pipeline, authorization, extensions (both halves) and the
    // command line live.
    files: [
      'app/features/{live,scan,learn,tap}/**/*.{ts,tsx}',
      'app/{exchange,ext}/**/*.{ts,tsx}',
      'app/server/**/*.ts',
      'src/{auth,probe,ext,exchange,lifecycle}/**/*.ts',
      'cli/**/*.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 100 }] },
  },
  {
    files: ['app/state/**/*.{ts,tsx}'],
    rules: browserRoom({
      group: ['**/features/**'],
      message: 'State points one way: features use app/state, never back.',
    }),
  },
  {
    // bench/ drives the library through its entry, Node, the Node side it measures (app/server) and the test
    // helpers; never the browser app (only the test-hooks flag the page opts in by) nor the library's internals.
    files: ['bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)src/(?!index(\\.ts)?$)', message: 'bench/ imports the library only through src/index.ts.' },
            {
              regex: '(^|/)app/(?!server/|editor/test-hooks$|exchange/transport/relay-frames$)',
              allowTypeImports: true,
              message:
                'bench/ never imports the browser app (app/server/ is the Node side it measures; the relay decoder is the page half of its framing).',
            },
            {
              group: ['react', 'react-dom', 'zustand', '@tanstack/*', 'monaco-editor'],
              message: 'bench/ runs in Node.',
            },
          ],
        },
      ],
    },
  },
  {
    // The command line: Node and the library through its entry; never the browser app or the Node side's servers.
    files: ['cli/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: UI_LIBRARIES,
          patterns: [
            LIBRARY_ONLY_THROUGH_INDEX,
            { regex: '(^|/)app/', message: 'cli/ runs the library in Node; it never imports app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    rules: browserRoom({
      group: ['**/state/**', '**/queries/**', '**/editor', '**/editor/**', '**/features/**', '**/shell/**'],
      message: 'app/ui is presentational: props in, callbacks out (no store, queries, editor or screens).',
    }),
  },
);
