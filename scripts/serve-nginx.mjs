// npm run serve:nginx [-- --dir build --port 8080]: serves a build with
// Debian's nginx and deploy/nginx.conf, on 127.0.0.1, in the foreground.
// The browser suite starts it the same way (playwright.config.ts).
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {NGINX} from './nginx.mjs';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '8080'}}});
const root = path.resolve(values.dir);
if (!NGINX) {
  console.error('nginx not found: install it (Debian: apt-get install -y nginx libnginx-mod-http-brotli-static).');
  process.exit(1);
}
if (!existsSync(path.join(root, '.nginx/security-headers.conf'))) {
  console.error(`${root} has no .nginx/security-headers.conf: run npm run build first.`);
  process.exit(1);
}
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

// The production server block, pointed at this build and port.
const server = readFileSync('deploy/nginx.conf', 'utf8')
  .replaceAll('/var/www/redux-toolkit-docs/build', root)
  .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${values.port};`)
  .replace(/server_name [^;]+;/, 'server_name 127.0.0.1;')
  .replace(/^\s*brotli_static on;\n/m, existsSync(BROTLI) ? '$&' : '');

const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${existsSync(BROTLI) ? `load_module ${BROTLI};\n` : ''}worker_processes 1;
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
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {stdio: 'inherit'});
console.log(`nginx serving ${root} at http://127.0.0.1:${values.port}/`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? 0);
});
