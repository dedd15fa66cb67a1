import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../../markdown/repoRoot'

/**
 * Section ids are a public interface: links in the wild point at them. When a
 * section is known by an id that is not its heading's (an id of the previous
 * site, or a heading's id before it was renamed), that id is an *alias*: an
 * empty element with the id at the start of the section, rendered by
 * src/features/anchor-aliases/remark.ts. Aliases live in links/aliases/<route>.json,
 * one file per page:
 *
 *   { "old-id": "heading-id", "video-id": {"section": "heading-id", "reason": "…"} }
 *
 * The string form says the section *is* that topic. The object form is for an
 * id whose topic this site does not cover (a video, a course): it points at
 * the closest section and says why. `""` as the section is the top of the page.
 */

export const ALIASES_DIR = path.join(REPO_ROOT, 'links/aliases')

export interface AnchorAlias {
  id: string
  /** The heading id of the section the alias opens; `''` for the top of the page. */
  section: string
  /** Only for ids whose topic this site does not cover. */
  reason?: string
}

type AliasEntry = string | { section: string; reason: string }

export class AnchorAliasError extends Error {}

export function aliasFileOf(route: string, dir = ALIASES_DIR): string {
  return path.join(dir, `${route.replace(/^\//, '')}.json`)
}

/** The aliases of one page, in file order; none when the page has no alias file. */
export function readAliases(route: string, dir = ALIASES_DIR): AnchorAlias[] {
  const file = aliasFileOf(route, dir)
  if (!existsSync(file)) return []
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new AnchorAliasError(
      `${file}: not valid JSON: ${(error as Error).message}`,
    )
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new AnchorAliasError(
      `${file}: expected an object of {"alias-id": "heading-id"}`,
    )
  }
  return Object.entries(data as Record<string, unknown>).map(([id, entry]) => {
    if (typeof entry === 'string') return { id, section: entry }
    const { section, reason } = (entry ?? {}) as Partial<
      Extract<AliasEntry, object>
    >
    if (
      typeof section !== 'string' ||
      typeof reason !== 'string' ||
      !reason.trim()
    ) {
      throw new AnchorAliasError(
        `${file}: "${id}" must be a heading id, or {"section": "heading-id", "reason": "why this topic has no section here"}`,
      )
    }
    return { id, section, reason }
  })
}
