// @ts-check
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// One linter for the site's code, its scripts, its tests and the example apps
// (README § Formatting and linting). Formatting is Prettier's job, not this.
export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-integrations/',
      '.docusaurus/',
      'reports/',
      '.code-check/',
      'static/',
      'examples/*/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      // Docusaurus's logger is a template tag: logger.warn`…` is a call.
      '@typescript-eslint/no-unused-expressions': [
        'error',
        { allowTaggedTemplates: true },
      ],
    },
  },
  {
    // The site's code stands on its own: scripts and tests use src/, never
    // the reverse, so that a script can change without changing the site.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**', '@site/scripts/**'],
              message: 'src/ must not import from scripts/.',
            },
          ],
        },
      ],
    },
  },
)
