import path from 'node:path'

/**
 * The example runner's client (src/features/example-runner/client.ts) as
 * one classic script that puts its exports on `window.exampleRunner`, for
 * tests that call it from a page of the built site. <RunExample> imports
 * the same module lazily; bundled here so that the tests exercise the
 * runner whatever the page's UI does with it.
 */
interface Output {
  output: { type: string; code?: string }[]
}

export async function runnerClientScript(): Promise<string> {
  const { build } = await import('vite')
  const built = (await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    // The site's bundle has its public path; the built site is served at /.
    define: { __webpack_public_path__: '"/"' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.resolve('src/features/example-runner/client.ts'),
        formats: ['iife'],
        name: 'exampleRunner',
        fileName: 'client',
      },
    },
  })) as Output | Output[]
  const [{ output }] = Array.isArray(built) ? built : [built]
  const chunk = output.find((file) => file.type === 'chunk')
  return chunk!.code!
}
