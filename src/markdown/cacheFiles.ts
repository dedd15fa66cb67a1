import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Written whole or not at all: a build and a check may run side by side. */
export function writeWhole(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

/**
 * Writes `value` as JSON into `dir`, named by a hash of its content, unless
 * that file exists (then it is already right); returns the file. For a
 * page's data that its script imports lazily: the bundler names the chunk by
 * its content too, so an unchanged page keeps its address.
 */
export function writeJsonByContent(dir: string, value: unknown): string {
  const json = JSON.stringify(value)
  const name = createHash('sha256').update(json).digest('hex').slice(0, 16)
  const file = path.join(dir, `${name}.json`)
  if (!existsSync(file)) writeWhole(file, json)
  return file
}
