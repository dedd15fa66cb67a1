import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {exportsWithoutHeading, pageFile, type ApiHomes} from '../../scripts/api-coverage/coverage';
import {UNDOCUMENTED_EXPORTS} from './undocumentedExports';

const homes: ApiHomes = JSON.parse(readFileSync('tests/docs/api-homes.json', 'utf8'));
const require = createRequire(import.meta.url);

describe('API coverage', () => {
  it('maps the installed @reduxjs/toolkit version', () => {
    expect(require('@reduxjs/toolkit/package.json').version).toBe(homes.version);
  });

  it('knows a home page for every runtime export of every entry point', async () => {
    const unmapped: string[] = [];
    for (const [entry, exports] of Object.entries(homes.entryPoints)) {
      const runtime = Object.keys(await import(entry)).filter((name) => name !== 'default');
      expect(runtime.length, entry).toBeGreaterThan(10);
      unmapped.push(...runtime.filter((name) => !(name in exports)).map((name) => `${entry}: ${name}`));
    }
    // A new export: add it to the inventory and run scripts/api-coverage/derive.mjs.
    expect(unmapped).toEqual([]);
  });

  it('gives every export a heading on its home page (outside the allow-list)', () => {
    const missing = exportsWithoutHeading(homes);
    const undocumented = [...missing].flatMap(([route, names]) =>
      [...names]
        .filter((name) => !UNDOCUMENTED_EXPORTS[route]?.includes(name))
        .map((name) => `${name} has no heading in ${pageFile(route)}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('allow-lists only exports that still lack their heading', () => {
    const missing = exportsWithoutHeading(homes);
    const stale = Object.entries(UNDOCUMENTED_EXPORTS).flatMap(([route, names]) =>
      names.filter((name) => !missing.get(route)?.has(name)).map((name) => `${name} (${route}): remove from the allow-list`),
    );
    expect(stale).toEqual([]);
  });
});
