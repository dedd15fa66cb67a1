import React, { type ReactNode } from 'react'
import Layout from '@theme/Layout'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import HomeHero from '@site/src/components/HomeHero'
import HomeExample from '@site/src/components/HomeExample'
import HomeFeatures from '@site/src/components/HomeFeatures'

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext()
  return (
    <Layout description={siteConfig.tagline}>
      <HomeHero />
      <main>
        <HomeExample />
        <HomeFeatures />
      </main>
    </Layout>
  )
}
