// npm run serve:nginx [-- --dir build --port 8080]: serves a build with
// Debian's nginx and deploy/nginx.conf, on 127.0.0.1, in the foreground.
// The browser suite starts it the same way (playwright.config.ts).
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { NGINX_INCLUDE } from '../src/features/hosting/outputPaths.mjs'
import { BUILDS } from './builds.mjs'
import {
  DEFAULT_WORKER_USER,
  NGINX,
  firstUnreadable,
  identityOf,
} from './nginx.mjs'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: BUILDS.site },
    port: { type: 'string', default: '8080' },
  },
})
const root = path.resolve(values.dir)
if (!NGINX) {
  console.error(
    'nginx not found: install it (Debian: apt-get install -y nginx libnginx-mod-http-brotli-static).',
  )
  process.exit(1)
}
if (!existsSync(path.join(root, NGINX_INCLUDE))) {
  console.error(`${root} has no ${NGINX_INCLUDE}: run npm run build first.`)
  process.exit(1)
}
// Started by root, nginx runs its workers as nobody, who may not be able to
// reach a build under a private home folder: every file would be a 403.
let workers = ''
if (process.getuid?.() === 0) {
  const blocker = firstUnreadable(root, identityOf(DEFAULT_WORKER_USER))
  if (blocker) {
    console.warn(
      `nginx's workers would run as ${DEFAULT_WORKER_USER}, who cannot ${blocker.cannot} ${blocker.path} (mode ${blocker.mode}) ` +
        `and would answer 403 for every file: they run as root here instead. A server in production needs its ` +
        `worker user to reach the build.`,
    )
    workers = 'user root;\n'
  }
}
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

// The production server block, pointed at this build and port.
const production = readFileSync('deploy/nginx.conf', 'utf8')
const productionRoot = /^\s*root\s+([^;]+);/m.exec(production)?.[1]
if (!productionRoot) throw new Error('deploy/nginx.conf names no root.')
const server = production
  .replaceAll(productionRoot, root)
  .replace(
    /listen 80;\n\s*listen \[::\]:80;/,
    `listen 127.0.0.1:${values.port};`,
  )
  .replace(/server_name [^;]+;/, 'server_name 127.0.0.1;')
  .replace(/^\s*brotli_static on;\n/m, existsSync(BROTLI) ? '$&' : '')

const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'))
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${existsSync(BROTLI) ? `load_module ${BROTLI};\n` : ''}${workers}worker_processes 1;
error_log stderr warn;
pid ${prefix}/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { application/manifest+json webmanifest; }
  ${server.replace(/\n/g, '\n  ')}
}
`,
)

const nginx = spawn(
  NGINX,
  ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  { stdio: 'inherit' },
)
console.log(`nginx serving ${root} at http://127.0.0.1:${values.port}/`)
const stop = () => nginx.kill('SIGQUIT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true })
  process.exit(code ?? 0)
})
