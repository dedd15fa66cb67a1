/**
 * A mistake at a known line of a code sample, so that whoever reports it can
 * add the sample's own line in its Markdown file.
 */
export class CodeLineError extends Error {
  constructor(
    message: string,
    /** 0-based line within the sample's code. */
    readonly line: number,
  ) {
    super(message)
  }
}
