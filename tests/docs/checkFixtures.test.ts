import {describe, expect, it} from 'vitest';
import {checkCodeSamples} from '../../scripts/code-check/check';

const FIXTURES = 'tests/docs/fixtures';

describe('the code-sample check', () => {
  it('passes good samples: hidden setup files, tsx, an expect-error block that fails, plain js', async () => {
    expect(await checkCodeSamples([`${FIXTURES}/good.mdx`])).toEqual([]);
  }, 60_000);

  it('fails each broken sample, naming the file and the line', async () => {
    const file = `${FIXTURES}/broken.mdx`;
    const problems = await checkCodeSamples([file]);
    expect(problems).toEqual([
      {file, line: 9, message: expect.stringMatching(/^TS2322: Type 'number' is not assignable to type 'string'/)},
      {file, line: 13, message: 'marked expect-error, but it compiles'},
      {file, line: 17, message: expect.stringMatching(/^TS\d+: /)},
      {file, line: 25, message: expect.stringMatching(/^TS2322: /)},
      {file, line: 29, message: expect.stringMatching(/^JavaScript tab: `enum Direction/)},
    ]);
  }, 60_000);
});
