// Where Debian's (or a locally built) nginx is, or undefined: shared by
// npm run serve:nginx and the benchmark, which falls back without it.
import {existsSync} from 'node:fs';

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
