import { spawn } from 'node:child_process'
import { once } from 'node:events'

/**
 * Runs one of the examples' build scripts (Vite, an ES module that
 * Docusaurus's TypeScript loader cannot load) in a Node process of its own,
 * its output on the build's; fails naming the script when it fails.
 */
export async function runBuildScript(
  script: string,
  args: string[],
  { cwd, what }: { cwd: string; what: string },
): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    stdio: 'inherit',
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0)
    throw new Error(
      `Building ${what} failed (${script.split(/[\\/]/).pop()} exited with ${code}).`,
    )
}
