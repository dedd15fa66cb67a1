import React, { type MouseEvent, type ReactNode } from 'react'
import SkipToContent from '@theme-original/SkipToContent'
import { SkipToContentFallbackId } from '@docusaurus/theme-common'

/**
 * The theme's link focuses <main> through a tabindex it removes at once,
 * and Chrome then moves the focus back to <body>: the next Tab started in
 * the main content, but nothing was focused or announced. Here <main> (the
 * theme's target) keeps tabindex="-1" until it loses the focus.
 */
function onClickCapture(event: MouseEvent<HTMLDivElement>) {
  if (!(event.target as Element).closest('a')) return
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById(SkipToContentFallbackId)
  if (!target) return
  event.preventDefault()
  event.stopPropagation()
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {
      once: true,
    })
  }
  target.focus()
}

export default function SkipToContentWrapper(): ReactNode {
  return (
    <div onClickCapture={onClickCapture}>
      <SkipToContent />
    </div>
  )
}
