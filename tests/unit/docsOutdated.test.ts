import { describe, expect, it } from 'vitest'
import { compare, report } from '../../scripts/docs-outdated/outdated'

// `npm run docs:outdated`'s comparison, on registry answers written here
// (the shape of `npm view <name> time --json`): no network in tests.

const time = {
  created: '2020-01-01T00:00:00.000Z',
  modified: '2026-11-20T00:00:00.000Z',
  '2.14.0': '2026-05-01T10:00:00.000Z',
  '2.15.0': '2026-08-01T10:00:00.000Z',
  '2.15.1': '2026-09-02T10:00:00.000Z',
  '2.16.0-rc.1': '2026-10-01T10:00:00.000Z',
  '3.0.0': '2026-11-03T10:00:00.000Z',
  '3.1.0-beta.0': '2026-11-19T10:00:00.000Z',
}

describe('docs:outdated', () => {
  it('finds the newest stable release, skipping prereleases and the created/modified entries, and the newest of the pinned major', () => {
    expect(compare('pkg', '2.15.0', time)).toEqual({
      label: 'pkg',
      pinned: '2.15.0',
      newest: { version: '3.0.0', published: '2026-11-03T10:00:00.000Z' },
      newestInMajor: {
        version: '2.15.1',
        published: '2026-09-02T10:00:00.000Z',
      },
    })
  })

  it('leaves out the newest of the major when it is the newest, and reports nothing newer for the newest stable or a pin ahead of every stable', () => {
    expect(compare('pkg', '2.14.0', { '2.15.1': time['2.15.1'] })).toEqual({
      label: 'pkg',
      pinned: '2.14.0',
      newest: { version: '2.15.1', published: '2026-09-02T10:00:00.000Z' },
      newestInMajor: undefined,
    })
    for (const pinned of ['3.0.0', '3.1.0-beta.0'])
      expect(compare('pkg', pinned, time).newest).toBeUndefined()
  })

  it('prints package, pinned, newest and its date for each outdated package, registry failures, and a summary line', () => {
    expect(
      report(
        [
          compare('@reduxjs/toolkit', '2.15.0', time),
          compare('typescript (the native compiler)', '3.0.0', time),
          compare('msw', '2.14.0', { '2.15.1': time['2.15.1'] }),
        ],
        [{ label: 'next', reason: 'ENOTFOUND' }],
      ),
    ).toBe(
      [
        'package           pinned  newest  published',
        '@reduxjs/toolkit  2.15.0  3.0.0   2026-11-03  (newest 2.x: 2.15.1, 2026-09-02)',
        'msw               2.14.0  2.15.1  2026-09-02',
        'next: the registry did not answer (ENOTFOUND)',
        '2 of 4 documented packages have a newer stable release (2 within the pinned major); 1 could not be checked.',
      ].join('\n'),
    )
    expect(report([compare('msw', '3.0.0', time)])).toBe(
      '0 of 1 documented packages have a newer stable release.',
    )
  })
})
