import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Layers point one way: routes -> features -> components/ui, lib, db. Features do not import
// each other, and components never reach the database or the API client directly. The app
// shares the server's request schemas through the @server alias (schema files only).
const noRoutes = { group: ['@/routes/*', '**/src/routes/*', '../routes/*', '../../routes/*'], message: 'Only the router imports routes.' }
const noFeatures = { group: ['@/features/*', '**/features/*'], message: 'Shared layers must not import features.' }
// The app layer (src/app/) assembles the features' write kinds with the shared lists: only the
// router's frame and the entry load it.
const noApp = { group: ['@/app/*', '**/src/app/*', '../app/*', '../../app/*'], message: 'Only the router and the entry import the app layer (src/app/).' }
const noDbInComponents = { group: ['@/db/db', '**/db/db'], message: 'Components read through feature hooks, not the database.' }
const noClientInComponents = { group: ['@/lib/api/client'], message: 'Components call feature actions, not the API client.' }
const noServerCode = {
  group: [
    '@server/*',
    '!@server/routes',
    '!@server/routes/*',
    '!@server/routes/*/*.schemas',
    '!@server/lib',
    '!@server/lib/account-values',
    '!@server/lib/marketplace-values',
    '!@server/lib/money-format',
    '!@server/lib/video-url',
    '!@server/wallet',
    '!@server/wallet/wallet.schemas',
    '!@server/wallet/schema-values',
  ],
  message: 'The app may share only the server\'s schema and constant files (*.schemas.ts, lib/account-values, lib/marketplace-values, lib/money-format, lib/video-url, wallet/schema-values).',
}
const walletInside = {
  group: ['**/wallet/schema', '**/wallet/domain', '**/wallet/domain/*', '@server/wallet/schema', '@server/wallet/domain/*'],
  message: 'Only the wallet reads its tables and domain; use its interface (wallet/client, wallet/ledger-port or domain/money-port).',
}
// The demo pages take the shapes of their data from the seed's builders, never the builders themselves.
const seedTypesOnly = { group: ['@seed/*', '**/seed/*'], allowTypeImports: true, message: 'The app takes only types from the seed; its data comes from the demo API.' }
// One toast path: every toast goes through src/lib/notify.ts, which loads the library on first use.
const TOAST_MESSAGE = 'Raise toasts through @/lib/notify (toast, Toaster): the one module that names the toast library.'
const oneToastPath = { name: 'sonner', message: TOAST_MESSAGE }
const restrict = (files, patterns, paths = [oneToastPath]) => ({ files, rules: { 'no-restricted-imports': ['error', { paths, patterns: [...patterns, noServerCode, seedTypesOnly] }] } })

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const featureRules = features.flatMap((name) => {
  const others = { group: ['@/features/*', `!@/features/${name}`, '../*'], message: 'Features must not import each other.' }
  return [
    restrict([`src/features/${name}/**/*.ts`], [noRoutes, noApp, others]),
    restrict([`src/features/${name}/**/*.tsx`], [noRoutes, noApp, others, noDbInComponents, noClientInComponents]),
  ]
})

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/routeTree.gen.ts', 'tests/output', 'coverage', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneToastPath] }] },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    ignores: ['src/lib/notify.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: "ImportExpression[source.value='sonner']", message: TOAST_MESSAGE }] },
  },
  restrict(['src/lib/**', 'src/db/**'], [noRoutes, noFeatures, noApp]),
  // The engine's own tests run it over the app's real write kinds (the code under test never does).
  restrict(['src/lib/sync/*.test.ts'], [noRoutes, noApp]),
  restrict(['src/components/**'], [noRoutes, noFeatures, noApp, noDbInComponents, noClientInComponents]),
  restrict(['src/app/**'], [noRoutes]),
  restrict(['src/routes/**'], [noDbInComponents, noClientInComponents]),
  ...featureRules,
  // Component tests render a screen with what it needs around it: the device's database, the API
  // client's address, the test server's accounts.
  restrict(['src/**/*.component.test.tsx'], [noRoutes]),
  restrict(['src/lib/notify.ts'], [noRoutes, noFeatures], []),
  { files: ['sw/**/*.ts'], languageOptions: { globals: { ...globals.serviceworker } } },
  // The wallet can be deployed apart: the portal reaches it through its interface (wallet/client,
  // wallet/ledger-port, domain/money-port), never its tables or domain. Tests may read the ledger.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/wallet/**', '**/*.test.ts', 'server/test/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [oneToastPath], patterns: [walletInside] }] },
  },
)
