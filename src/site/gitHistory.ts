import { execFileSync } from 'node:child_process'

/**
 * Whether `dir` is inside a git work tree, so that the docs can show when
 * each page last changed. Docusaurus asks git for every page and fails the
 * build when git answers "not a git repository" (a build from a tarball or
 * an export); there, the pages simply go without the date.
 */
export function hasGitHistory(dir: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
      cwd: dir,
      stdio: 'ignore',
    })
    return true
  } catch {
    return false
  }
}
