/**
 * The fragment of a link that shares an edit: `#edit=<version>.<data>`,
 * where data is the edit as JSON, deflated and in base64url. In the
 * fragment, so the edited code never reaches a server (browsers do not send
 * it); versioned, so that a later format can still read, or at least
 * recognise, links made today. Opening one shows the edit and runs nothing.
 */

export const FRAGMENT_START = '#edit='
/** Bumped when the JSON's shape changes; older versions are refused with a message. */
export const FORMAT_VERSION = 1

/** What a link carries: one file of a page's sample, or an example app's files. */
export type SharedEdit =
  | {
      kind: 'sample'
      /** The code block's place among the page's editable blocks (its `editAt`). */
      at: number
      /** Its file, as the samples file names it: checked, so a link to a changed page says so. */
      file: string
      code: string
    }
  | {
      kind: 'app'
      app: string
      /** The edited files only, by path (`src/App.tsx`). */
      files: Record<string, string>
    }

export type ReadEdit =
  { ok: true; edit: SharedEdit } | { ok: false; reason: string }

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  )

const through = async (
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
) =>
  new Uint8Array(
    await new Response(
      new Blob([bytes as BlobPart]).stream().pipeThrough(stream),
    ).arrayBuffer(),
  )

/** The fragment for an edit, with its `#`. */
export async function editFragment(edit: SharedEdit): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(edit))
  const data = await through(json, new CompressionStream('deflate-raw'))
  return `${FRAGMENT_START}${FORMAT_VERSION}.${toBase64Url(data)}`
}

/** Whether a location's hash is a shared edit (well formed or not). */
export const isEditFragment = (hash: string) => hash.startsWith(FRAGMENT_START)

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((code) => typeof code === 'string')

function asEdit(value: unknown): SharedEdit | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const edit = value as Record<string, unknown>
  if (
    edit.kind === 'sample' &&
    Number.isInteger(edit.at) &&
    (edit.at as number) >= 0 &&
    typeof edit.file === 'string' &&
    typeof edit.code === 'string'
  )
    return {
      kind: 'sample',
      at: edit.at as number,
      file: edit.file,
      code: edit.code,
    }
  if (
    edit.kind === 'app' &&
    typeof edit.app === 'string' &&
    isStringRecord(edit.files)
  )
    return { kind: 'app', app: edit.app, files: edit.files }
  return undefined
}

/** Reads a shared edit from a location's hash; a reason for the reader when it cannot. */
export async function readEditFragment(hash: string): Promise<ReadEdit> {
  const body = hash.slice(FRAGMENT_START.length)
  const dot = body.indexOf('.')
  const version = dot === -1 ? NaN : Number(body.slice(0, dot))
  if (!Number.isInteger(version))
    return { ok: false, reason: 'the link’s edit has no version' }
  if (version !== FORMAT_VERSION)
    return {
      ok: false,
      reason: `the link’s edit is in format ${version}, which this site does not read (it reads ${FORMAT_VERSION})`,
    }
  let value: unknown
  try {
    const json = await through(
      fromBase64Url(body.slice(dot + 1)),
      new DecompressionStream('deflate-raw'),
    )
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json))
  } catch {
    return {
      ok: false,
      reason: 'the link’s edit is damaged (it may have been cut short)',
    }
  }
  const edit = asEdit(value)
  return edit
    ? { ok: true, edit }
    : {
        ok: false,
        reason: 'the link’s edit does not describe code of this site',
      }
}
