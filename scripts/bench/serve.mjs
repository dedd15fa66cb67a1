// Serves a production build on 127.0.0.1 at a free port for the benchmarks:
// through nginx with deploy/nginx.conf when it is installed (what readers get:
// precompressed files, cache headers), else through `docusaurus serve`.
import { execFileSync, spawn } from 'node:child_process'
import { BUILDS } from '../builds.mjs'
import { NGINX } from '../nginx.mjs'

/** @param {string} [dir] */
export async function serveBuild(dir = BUILDS.site) {
  const port = execFileSync(process.execPath, ['scripts/freePort.mjs'], {
    encoding: 'utf8',
  })
  const withNginx = NGINX !== undefined
  const [command, args] = withNginx
    ? [
        process.execPath,
        ['scripts/serve-nginx.mjs', '--dir', dir, '--port', port],
      ]
    : [
        'npx',
        [
          'docusaurus',
          'serve',
          '--dir',
          dir,
          '--port',
          port,
          '--host',
          '127.0.0.1',
          '--no-open',
        ],
      ]
  const child = spawn(command, args, { stdio: 'ignore', detached: true })
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  process.on('exit', stop)
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(origin)).ok)
        return {
          origin,
          server: withNginx ? 'nginx' : 'docusaurus serve',
          stop,
        }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error(
    `${withNginx ? 'nginx' : 'docusaurus serve'} did not answer on ${origin}`,
  )
}
