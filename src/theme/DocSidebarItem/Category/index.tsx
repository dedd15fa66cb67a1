import React, {
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import OriginalCategory from '@theme-original/DocSidebarItem/Category'
import type { Props } from '@theme/DocSidebarItem/Category'

/**
 * The theme forwards the props it does not use to the category's link, as it
 * does tabIndex, but its declared Props leave them out (and the original is
 * untyped): this is the type it accepts.
 */
const Category: ComponentType<Props & Pick<ComponentProps<'a'>, 'onKeyDown'>> =
  OriginalCategory

/**
 * A category without a page of its own renders as a link with
 * role="button" that toggles on click, so Enter works but Space, which
 * activates every real button, only scrolled the page.
 */
function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
  if (
    event.key === ' ' &&
    event.currentTarget.getAttribute('role') === 'button'
  ) {
    event.preventDefault()
    if (!event.repeat) event.currentTarget.click()
  }
}

export default function CategoryWrapper(props: Props): ReactNode {
  return <Category {...props} onKeyDown={onKeyDown} />
}
