import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig.json keeps JSX for Docusaurus to compile ("preserve"); tests
  // need it compiled here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/docs/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/build-rules/**/*.test.ts',
    ],
    environment: 'node',
    reporters: [
      'default',
      ['junit', { outputFile: 'reports/vitest/junit.xml' }],
    ],
  },
})
