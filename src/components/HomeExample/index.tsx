import React, { type ReactNode } from 'react'
import MDXContent from '@theme/MDXContent'
import Example from '@site/src/pages/_homeExample.mdx'
import styles from './styles.module.css'

export default function HomeExample(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-example-title">
      <div className="container">
        <div className="row">
          <div className="col col--4">
            <h2 id="home-example-title">A slice and a store, nothing else</h2>
            <p>
              <code>createSlice</code> generates the action creators and the
              reducer from one object. <code>configureStore</code> wires the
              reducer up with good defaults. No hand-written action types, no
              spread operators.
            </p>
          </div>
          <div className="col col--8">
            {/* Markdown, so that its code block is highlighted at build time like the docs'. */}
            <MDXContent>
              <Example />
            </MDXContent>
          </div>
        </div>
      </div>
    </section>
  )
}
