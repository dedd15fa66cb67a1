/**
 * The type hovers' cache: one JSON file per block, named by its key, under
 * node_modules/.cache (where Docusaurus, Rspack and Twoslash keep theirs, so
 * `npm ci` and `docusaurus clear` empty it). Written by whoever computes a
 * block first: the code-sample check, the build, the dev server. Reading it
 * loads no TypeScript.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../../markdown/repoRoot'
import { writeWhole } from '../../markdown/cacheFiles'
import type { BlockHovers, HoverBlock } from '../../markdown/hoverTypes'

export const CACHE_DIR = path.join(REPO_ROOT, 'node_modules/.cache/type-hovers')

const entryPath = (key: string, dir: string) =>
  path.join(dir, 'samples', `${key}.json`)

export function readCached(
  key: string,
  dir = CACHE_DIR,
): BlockHovers | undefined {
  try {
    return JSON.parse(readFileSync(entryPath(key, dir), 'utf8')) as BlockHovers
  } catch {
    return undefined
  }
}

export const writeCached = (
  key: string,
  hovers: BlockHovers,
  dir = CACHE_DIR,
) => writeWhole(entryPath(key, dir), JSON.stringify(hovers))

/** Computes the hovers of blocks that missed the cache, all in one program. */
export type ComputeMisses = (
  misses: HoverBlock[],
) => Map<string, BlockHovers> | Promise<Map<string, BlockHovers>>

/** The cached hovers of the given blocks, and the blocks that miss (each key once). */
export function readCache(
  blocks: HoverBlock[],
  dir = CACHE_DIR,
): { found: Map<string, BlockHovers>; misses: HoverBlock[] } {
  const found = new Map<string, BlockHovers>()
  const misses = new Map<string, HoverBlock>()
  for (const block of blocks) {
    if (found.has(block.key) || misses.has(block.key)) continue
    const cached = readCached(block.key, dir)
    if (cached) found.set(block.key, cached)
    else misses.set(block.key, block)
  }
  return { found, misses: [...misses.values()] }
}

/**
 * The hovers of the given blocks: cached ones read, the others computed
 * together by `compute` (by default in a program of their own, which loads
 * TypeScript only then) and cached.
 */
export async function hoversOf(
  blocks: HoverBlock[],
  {
    compute = async (misses) =>
      (await import('./compute')).computeHovers(misses),
    dir = CACHE_DIR,
  }: { compute?: ComputeMisses; dir?: string } = {},
): Promise<Map<string, BlockHovers>> {
  const { found, misses } = readCache(blocks, dir)
  if (misses.length) {
    for (const [key, hovers] of await compute(misses)) {
      writeCached(key, hovers, dir)
      found.set(key, hovers)
    }
  }
  return found
}
