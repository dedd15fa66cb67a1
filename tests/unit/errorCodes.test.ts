import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  TOOLKIT_DIR,
  documentedErrorCodes,
} from '../../src/features/error-codes'
import {
  extractErrorCodes,
  mergeErrorCodes,
} from '../../src/features/error-codes/extract'

const BUILD = `
//#region src/createAction.ts
function a() {
  throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(0) : "prepareAction did not return an object");
}
//#endregion
//#region src/createSlice.ts
function b(type) {
  throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage$1(13) : "two reducers for " + type + " here");
  throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(20) : \`in the path: \${result.path || ""}. Action \${stringify(action)}\`);
  const other = isProd ? somethingElse(3) : "not an error message";
}
//#endregion
`

describe('production error codes', () => {
  it('reads each code with its message, template parts as placeholders, and the source file it is thrown in', () => {
    expect(extractErrorCodes(BUILD, 'fixture.mjs')).toEqual([
      {
        code: 0,
        message: 'prepareAction did not return an object',
        source: 'src/createAction.ts',
      },
      {
        code: 13,
        message: 'two reducers for ${type} here',
        source: 'src/createSlice.ts',
      },
      {
        code: 20,
        message:
          'in the path: ${result.path || ""}. Action ${stringify(action)}',
        source: 'src/createSlice.ts',
      },
    ])
  })

  it('merges builds by code and refuses one code with two messages', () => {
    const one = { code: 1, message: 'a', source: 's' }
    expect(
      mergeErrorCodes([
        [one],
        [{ ...one }],
        [{ code: 0, message: 'b', source: 's' }],
      ]).map((entry) => entry.code),
    ).toEqual([0, 1])
    expect(() => mergeErrorCodes([[one], [{ ...one, message: 'c' }]])).toThrow(
      /error 1 has two messages/,
    )
  })

  it('knows every code the minified builds of the installed package can throw, each with a page', () => {
    const dist = path.join(TOOLKIT_DIR, 'dist')
    const minified = readdirSync(dist, {
      recursive: true,
      encoding: 'utf8',
    }).filter((name) => name.endsWith('.browser.mjs'))
    expect(minified.length).toBeGreaterThan(0)
    // A minified build calls the formatter under a short name: find it by the
    // message it returns, or by the import that renames it.
    const thrown = new Set<number>()
    for (const name of minified) {
      const code = readFileSync(path.join(dist, name), 'utf8')
      const formatter =
        /function ([\w$]+)\(([\w$]+)\)\{return`Minified Redux Toolkit error #\$\{\2\}/.exec(
          code,
        )?.[1] ?? /\bformatProdErrorMessage as ([\w$]+)/.exec(code)?.[1]
      if (!formatter) continue
      for (const match of code.matchAll(
        new RegExp(
          `(?<![\\w$])${formatter.replaceAll('$', '\\$')}\\((\\d+)\\)`,
          'g',
        ),
      ))
        thrown.add(Number(match[1]))
    }
    // Only the checks that production builds keep throw there; the rest are development-only.
    expect(thrown.size).toBeGreaterThan(15)
    const documented = documentedErrorCodes()
    expect(
      [...thrown].filter(
        (code) => !documented.some((entry) => entry.code === code),
      ),
    ).toEqual([])
    for (const entry of documented) {
      expect(entry.message.length, `error ${entry.code}`).toBeGreaterThan(10)
      expect(entry.page, `error ${entry.code}`).toMatch(/^\/(api|rtk-query)\//)
    }
  })
})
