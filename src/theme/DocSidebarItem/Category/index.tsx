import React, {type KeyboardEvent, type ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CategoryType>;

/**
 * A category without a page of its own renders as a link with
 * role="button" that toggles on click, so Enter works but Space, which
 * activates every real button, only scrolled the page. The theme forwards
 * extra props to that link, as it does tabIndex.
 */
function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key === ' ' && event.currentTarget.getAttribute('role') === 'button') {
    event.preventDefault();
    if (!event.repeat) event.currentTarget.click();
  }
}

export default function CategoryWrapper(props: Props): ReactNode {
  return <Category {...props} {...{onKeyDown}} />;
}
