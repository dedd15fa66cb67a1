import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import { FEATURES } from './features'
import Icon from './icons'
import styles from './styles.module.css'

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="home-features-title">
      <div className="container">
        <h2 id="home-features-title" className={styles.heading}>
          Why Redux Toolkit
        </h2>
        <ul className={styles.grid}>
          {FEATURES.map(({ title, icon, body, link }) => (
            <li key={title} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={icon} />
              </span>
              <h3>{title}</h3>
              <p>{body}</p>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
