import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { firstUnreadable } from '../../scripts/nginx.mjs'

/** Who nginx's workers are when root starts it: a user that owns none of these files. */
const NOBODY = { uid: 65534, gids: [65534] }

// A build inside a folder like a home folder (mkdtemp makes it 0700).
const home = mkdtempSync(path.join(tmpdir(), 'home-'))
const build = path.join(home, 'build')
const page = path.join(build, 'api', 'createSlice.html')
mkdirSync(path.dirname(page), { recursive: true })
writeFileSync(path.join(build, 'index.html'), 'home')
writeFileSync(page, 'page')
afterAll(() => rmSync(home, { recursive: true, force: true }))

function setModes(homeMode: number, pageMode: number): void {
  chmodSync(home, homeMode)
  chmodSync(page, pageMode)
}

describe("whether nginx's workers can read a build", () => {
  it('names a parent folder that others cannot enter', () => {
    setModes(0o700, 0o644)
    expect(firstUnreadable(build, NOBODY)).toEqual({
      path: home,
      mode: '0700',
      cannot: 'enter',
    })
  })

  it('names a file inside the build that others cannot read', () => {
    setModes(0o755, 0o600)
    expect(firstUnreadable(build, NOBODY)).toEqual({
      path: page,
      mode: '0600',
      cannot: 'read',
    })
  })

  it('finds nothing when every folder can be entered and every file read', () => {
    setModes(0o755, 0o644)
    expect(firstUnreadable(build, NOBODY)).toBeUndefined()
  })
})
