// Where Debian's (or a locally built) nginx is, or undefined: shared by
// npm run serve:nginx and the benchmark, which falls back without it. And
// whether its worker processes can read a build.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** @typedef {{uid: number, gids: number[]}} Identity */
/** @typedef {{path: string, mode: string, cannot: 'enter' | 'read'}} Blocker */

export const NGINX = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/bin/nginx',
].find(existsSync)

/** Who nginx's workers run as when the master runs as root and the configuration names no `user`. */
export const DEFAULT_WORKER_USER = 'nobody'

/**
 * The user id and group ids of `user`.
 * @param {string} user
 * @returns {Identity}
 */
export function identityOf(user) {
  const id = (/** @type {string} */ flag) =>
    execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()
  return { uid: Number(id('-u')), gids: id('-G').split(' ').map(Number) }
}

/**
 * What stops `who` at `file`: a folder they cannot enter or a file they
 * cannot read, by its mode bits (ACLs are not read); undefined if nothing.
 * @param {string} file
 * @param {Identity} who
 * @returns {Blocker | undefined}
 */
function blockerAt(file, who) {
  const stats = statSync(file)
  const directory = stats.isDirectory()
  const shift = stats.uid === who.uid ? 6 : who.gids.includes(stats.gid) ? 3 : 0
  const needed = directory ? 0o1 : 0o4
  if (((stats.mode >> shift) & needed) === needed) return undefined
  return {
    path: file,
    mode: (stats.mode & 0o777).toString(8).padStart(4, '0'),
    cannot: directory ? 'enter' : 'read',
  }
}

/**
 * Every folder from `/` down to `root`, then every folder and file inside it.
 * @param {string} root an absolute path
 */
function* pathsToServe(root) {
  const parts = root.split(path.sep)
  for (let depth = 1; depth <= parts.length; depth++)
    yield parts.slice(0, depth).join(path.sep) || path.sep
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }))
    yield path.join(root, name)
}

/**
 * The first folder on the way to `root`, or folder or file inside it, that
 * `who` cannot enter or read; undefined when nothing stops them. nginx
 * answers 403 for every file behind such a folder.
 * @param {string} root
 * @param {Identity} who
 * @returns {Blocker | undefined}
 */
export function firstUnreadable(root, who) {
  for (const file of pathsToServe(path.resolve(root))) {
    const blocker = blockerAt(file, who)
    if (blocker) return blocker
  }
  return undefined
}
