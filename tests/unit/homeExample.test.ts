import {describe, expect, it} from 'vitest';
import {compileSnippet} from '../../scripts/code-check/compile';
import {HOME_EXAMPLE_CODE, HOME_EXAMPLE_TITLE} from '../../src/components/HomeExample/code';

describe('the home page example', () => {
  it('compiles in strict mode against the installed @reduxjs/toolkit', () => {
    expect(compileSnippet({[HOME_EXAMPLE_TITLE]: HOME_EXAMPLE_CODE})).toEqual([]);
  }, 30_000);

  it('is checked for real: a type error in it would be reported', () => {
    const broken = HOME_EXAMPLE_CODE.replace("todoToggled(1)", "todoToggled('1')");
    expect(broken).not.toBe(HOME_EXAMPLE_CODE);
    const diagnostics = compileSnippet({[HOME_EXAMPLE_TITLE]: broken});
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/not assignable to parameter of type 'number'/);
  }, 30_000);
});
