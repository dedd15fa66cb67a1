/**
 * Exports that do not have a heading on their home page yet, by home page.
 * The content issues document these and delete their lines; the issue that
 * empties this list deletes the file and its use in apiCoverage.test.ts.
 * The coverage test fails when a listed export has gained its heading, so the
 * list can only shrink.
 */
export const UNDOCUMENTED_EXPORTS: Record<string, readonly string[]> = {
  '/usage/immer-reducers': ['createNextState', 'current', 'freeze', 'isDraft', 'original'],
};
