import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['*/src/**/*.test.{ts,tsx}', '*.test.mts'],
    environment: 'happy-dom',
    reporters: [
      'default',
      ['junit', { outputFile: '../reports/vitest/examples-junit.xml' }],
    ],
  },
})
