/**
 * Opening a link made by "Copy link" (./shareLink.ts): each editable code
 * block and example app of the page asks, once it is on screen, whether the
 * link's edit is its own. Loaded only when the address has such a fragment.
 */
import { readEditFragment, type ReadEdit } from './shareLink'
import { loadPageSamples } from './loadPageSamples'
import styles from './styles.module.css'

let reading: Promise<ReadEdit> | undefined
const read = () => (reading ??= readEditFragment(location.hash))

let warned = false
/**
 * Says, once per page, that the link's edit cannot be shown: a message in
 * the corner of the window (outside the content React renders), which the
 * reader closes; the page shows its own code.
 */
function warn(reason: string) {
  if (warned) return
  warned = true
  const box = document.createElement('div')
  box.className = `alert alert--warning ${styles.linkWarning}`
  box.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = `This link carries edited code that cannot be shown: ${reason}. The page shows its own code.`
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'button button--secondary button--sm'
  close.textContent = 'Close'
  close.addEventListener('click', () => box.remove())
  box.append(text, close)
  document.body.append(box)
}

/** The code a shared link gives this block, if the link is for it. */
export async function sharedSampleEdit(
  samplesUrl: string,
  at: number,
): Promise<{ code: string; notice: string } | undefined> {
  const link = await read()
  if (!link.ok) {
    warn(link.reason)
    return undefined
  }
  const { edit } = link
  if (edit.kind !== 'sample') return undefined
  // The first block answers for a link to a block the page no longer has.
  if (edit.at !== at && at !== 0) return undefined
  const samples = await loadPageSamples(samplesUrl)
  const entry = samples.entries[edit.at]
  if (!entry || entry.file !== edit.file) {
    warn('the sample it edits is no longer on this page as it was')
    return undefined
  }
  if (edit.at !== at) return undefined
  return {
    code: edit.code,
    notice:
      'This is edited code from a shared link, not the page’s. Reset puts the page’s code back.',
  }
}

/** The files a shared link gives this example app, if the link is for it. */
export async function sharedAppEdit(
  app: string,
): Promise<Record<string, string> | undefined> {
  const link = await read()
  if (!link.ok) {
    warn(link.reason)
    return undefined
  }
  const { edit } = link
  return edit.kind === 'app' && edit.app === app ? edit.files : undefined
}
