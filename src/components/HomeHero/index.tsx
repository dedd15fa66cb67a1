import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Heading from '@theme/Heading'
import styles from './styles.module.css'

export default function HomeHero(): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  return (
    <header className={`hero hero--primary ${styles.hero}`}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link
            className="button button--secondary button--lg"
            to="/introduction/getting-started"
          >
            Get Started
          </Link>
          <Link
            className={`button button--outline button--secondary button--lg ${styles.outline}`}
            to="/tutorials/quick-start"
          >
            Quick Start
          </Link>
        </div>
      </div>
    </header>
  )
}
