import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

// The stock text only tells the reader to complain to whoever linked here;
// this one offers the ways on that a docs reader actually wants.
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs
            were reorganised, or the link may have a typo.
          </p>
          <ul>
            <li>
              <Link to="/">Home page</Link>
            </li>
            <li>
              <Link to="/introduction/getting-started">Getting Started</Link>
            </li>
            <li>
              <Link to="/search">Search the docs</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
