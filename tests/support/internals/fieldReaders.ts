import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import {
  BROWSER_CODE,
  NOT_BROWSER_CODE,
} from '../../../src/features/internals/droppedFields'
import type { DroppedField } from '../../../src/features/internals/types'

/** Repository-relative source files at `entry`, a file or a folder under `root`. */
export function sourceFiles(root: string, entry: string): string[] {
  if (statSync(path.join(root, entry)).isFile()) return [entry]
  return readdirSync(path.join(root, entry), {
    recursive: true,
    encoding: 'utf8',
  })
    .filter((name) => /\.(?:[cm]?js|tsx?)$/.test(name))
    .map((name) => path.posix.join(entry, name.split(path.sep).join('/')))
}

/** Source files under one of `roots`, none under `excluded`, no type declarations. A root that is gone throws: the scan must not shrink unseen. */
export function browserCode(
  root: string,
  roots = BROWSER_CODE,
  excluded = NOT_BROWSER_CODE,
): string[] {
  const inside = (file: string, dir: string) =>
    file === dir || file.startsWith(`${dir}/`)
  return roots
    .flatMap((entry) => sourceFiles(root, entry))
    .filter(
      (file) =>
        !file.endsWith('.d.ts') && !excluded.some((dir) => inside(file, dir)),
    )
    .sort()
}

/** The files among `files` (repository-relative) that read `field`, by its `readBy` patterns. */
export function readersOf(
  root: string,
  field: DroppedField,
  files: string[],
): string[] {
  return files.filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8')
    return field.readBy.every((pattern) => pattern.test(text))
  })
}
