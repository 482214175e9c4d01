// ESLint, as the ecosystem runs it (tanstack.com's test command lints too): typescript-eslint's
// type-checked rules, React's hooks rules (with the React Compiler's checks), jsx-a11y at author time
// (axe checks the rendered pages), eslint-plugin-react's keys and dangerouslySetInnerHTML, and
// TanStack's rules for the router and Query. Formatting is
// Prettier's alone (eslint-config-prettier turns off every rule it owns). `npm run lint`.
import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: [
      'app/paraglide/',
      'app/routeTree.gen.ts',
      'db/migrations/',
      '.output/',
      '.nitro/',
      '.tanstack/',
      '.data/',
      'public/',
      'test-results/',
      'test-reports/',
      'playwright-report/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  // React's rules where React code lives: the hooks' in app/ (hooks are in .ts files too), JSX's in its
  // components. Elsewhere `use` and `useNitroApp` are Playwright's and Nitro's, not React's.
  { ...reactHooks.configs.flat['recommended-latest'], files: ['app/**/*.{ts,tsx}'] },
  { ...jsxA11y.flatConfigs.recommended, files: ['app/**/*.tsx'] },
  {
    files: ['app/**/*.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-key': 'error',
      // Every dangerouslySetInnerHTML says why its HTML is safe, in a disable comment beside it.
      'react/no-danger': 'error',
    },
  },
  pluginRouter.configs['flat/recommended'],
  pluginQuery.configs['flat/recommended'],
  {
    rules: {
      // Crashes ("Unsupported spread element") on a spread call, `...staticPageHead('/about-us')`, in
      // every route file; eslint-plugin-query had the same bug (https://github.com/TanStack/query/issues/8156).
      // No issue for the router plugin yet; the request to file: docs/upgrading.md ("Workarounds").
      '@tanstack/router/create-route-property-order': 'off',
      // From typescript-eslint's strict set, the rules that find dead branches and unchecked claims;
      // its template-literal and void-expression rules are style and stay off.
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-deprecated': 'error',
      '@typescript-eslint/no-misused-spread': 'error',
      // A string replacement expands `$&`, `$'`, `` $` `` and `$$` found in the replacement text: a value
      // from a file or a visitor must go in through a function (`text.replace(found, () => value)`).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
          message:
            "Pass the replacement as a function (`() => value`): a string replacement expands $&, $', $` and $$ in it.",
        },
      ],
      // The router's notFound() and redirect() are thrown by design (a plain object and a Response).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['NotFoundError', 'Redirect'] }] },
      ],
    },
  },
  prettier,
)
