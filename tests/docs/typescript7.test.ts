import { describe, expect, it } from 'vitest'
import { checkCodeSamples } from '../../scripts/code-check/check'
import {
  TYPESCRIPT_7_VERSION,
  parseTscOutput,
  typescript7,
} from '../../scripts/code-check/typescript7'

const FIXTURES = 'tests/docs/fixtures'
// Holds examples/demo, the app that the fixtures include files from.
const EXAMPLES_ROOT = 'tests/fixtures'
const LABEL = `TypeScript ${TYPESCRIPT_7_VERSION}: `

describe("reading TypeScript 7's tsc output", () => {
  const samples = new Set(['s1/example.ts', 's2/src/store.ts'])

  it('gives each diagnostic of a sample its file, 1-based line and message, with the chain of a message on its lines', () => {
    const output = [
      "s1/example.ts(3,7): error TS2322: Type 'number' is not assignable to type 'string'.",
      "s2/src/store.ts(12,1): error TS2345: Argument of type 'A' is not assignable to parameter of type 'B'.",
      "  Type 'A' is not assignable to type 'B'.",
      "    Property 'id' is missing in type 'A' but required in type 'B'.",
      '',
    ].join('\n')
    expect(parseTscOutput(output, samples)).toEqual([
      {
        file: 's1/example.ts',
        line: 3,
        message: "TS2322: Type 'number' is not assignable to type 'string'.",
      },
      {
        file: 's2/src/store.ts',
        line: 12,
        message: [
          "TS2345: Argument of type 'A' is not assignable to parameter of type 'B'.",
          "  Type 'A' is not assignable to type 'B'.",
          "    Property 'id' is missing in type 'A' but required in type 'B'.",
        ].join('\n'),
      },
    ])
  })

  it("reports what is not a sample's (the tsconfig, a package, no file) as the compiler's own, naming the file", () => {
    const output = [
      "tsconfig.json(1,58): error TS5108: Option 'target=ES5' has been removed. Please remove it from your configuration.",
      "node_modules/pkg/index.d.ts(4,2): error TS1005: ';' expected.",
      "error TS5023: Unknown compiler option 'nope'.",
    ].join('\n')
    expect(parseTscOutput(output, samples)).toEqual([
      {
        file: '',
        line: 0,
        message:
          "TS5108: tsconfig.json(1): Option 'target=ES5' has been removed. Please remove it from your configuration.",
      },
      {
        file: '',
        line: 0,
        message: "TS1005: node_modules/pkg/index.d.ts(4): ';' expected.",
      },
      {
        file: '',
        line: 0,
        message: "TS5023: Unknown compiler option 'nope'.",
      },
    ])
  })

  it('fails on a line it cannot read, rather than dropping it', () => {
    expect(() => parseTscOutput('Killed', samples)).toThrow(
      'TypeScript 7 printed a line the check cannot read: Killed',
    )
  })
})

describe('the code-sample check with TypeScript 7', () => {
  it('passes the good samples: an expect-error block fails under 7 too', async () => {
    expect(
      await checkCodeSamples(
        [`${FIXTURES}/good.mdx`],
        EXAMPLES_ROOT,
        undefined,
        [typescript7],
      ),
    ).toEqual([])
  }, 60_000)

  it("fails each broken sample at the page's file:line where 5.9 does, each problem saying it is 7's", async () => {
    const file = `${FIXTURES}/broken.mdx`
    const problems = await checkCodeSamples([file], EXAMPLES_ROOT, undefined, [
      typescript7,
    ])
    const ofTypeScript7 = problems.filter((p) => p.message.startsWith(LABEL))
    expect(ofTypeScript7).toEqual([
      {
        file,
        line: 9,
        message: expect.stringMatching(
          /^TypeScript 7\.\d+\.\d+: TS2322: Type 'number' is not assignable to type 'string'/,
        ),
      },
      {
        file,
        line: 13,
        message: `${LABEL}marked expect-error, but it compiles`,
      },
      {
        file,
        line: 25,
        message: expect.stringMatching(/^TypeScript 7\.\d+\.\d+: TS2322: /),
      },
    ])
    // The same places and codes as 5.9's own problems with these samples.
    const placeAndCode = (message: string, line: number) =>
      `${line} ${/^(TS\d+|marked)/.exec(message)?.[1]}`
    const of59 = new Set(
      problems
        .filter((p) => !p.message.startsWith(LABEL))
        .map((p) => placeAndCode(p.message, p.line)),
    )
    for (const p of ofTypeScript7)
      expect(of59).toContain(
        placeAndCode(p.message.slice(LABEL.length), p.line),
      )
  }, 60_000)
})
