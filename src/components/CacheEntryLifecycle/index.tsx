import React, { useId, type ReactNode } from 'react'
import { LIFECYCLE_STEPS } from './steps'
import styles from './styles.module.css'

/** Renders `code` spans of a step's text (written with backticks). */
function withCode(text: string): ReactNode[] {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))
}

/** The arrows of the main path: where each starts and ends on the x axis. */
const MAIN_PATH = [
  [130, 158],
  [280, 308],
  [430, 498],
  [620, 668],
] as const

/** A box of the diagram: a rounded rectangle with one or two centred lines. */
function Box({
  x,
  y,
  lines,
  accent = false,
}: {
  x: number
  y: number
  lines: readonly string[]
  accent?: boolean
}) {
  const width = 120
  const height = 48
  const first = y + height / 2 - ((lines.length - 1) * 16) / 2
  return (
    <g>
      <rect
        className={accent ? styles.accent : styles.box}
        x={x}
        y={y}
        width={width}
        height={height}
        rx={8}
      />
      {lines.map((line, i) => (
        <text
          key={line}
          className={styles.label}
          x={x + width / 2}
          y={first + i * 16}
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {line}
        </text>
      ))}
    </g>
  )
}

/**
 * When RTK Query fetches: the life of one cache entry, as an inline SVG (in
 * the server-rendered HTML, coloured by the site's CSS variables so that it
 * follows the colour mode, no JavaScript) followed by the same steps as an
 * ordered list, which is also the diagram's text equivalent.
 */
export default function CacheEntryLifecycle(): ReactNode {
  const id = useId()
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  const markerId = `${id}-arrow`
  const arrow = `url(#${markerId})`
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.diagram}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        viewBox="0 0 800 262"
        width="100%"
      >
        <title id={titleId}>The life of an RTK Query cache entry</title>
        <desc id={descId}>
          Subscribe leads to Fetch, Fetch to Cached. From Cached, tag
          invalidation, focus, reconnect, argument change and polling lead back
          to Fetch. The last unsubscribe starts the keepUnusedDataFor timer;
          subscribing again returns to Cached, and the timer running out leads
          to Removed, after which the next subscriber starts at Subscribe. The
          steps are listed below the diagram.
        </desc>
        <defs>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto-start-reverse"
          >
            <path className={styles.head} d="M 0 0 L 10 5 L 0 10 z" />
          </marker>
        </defs>

        <Box x={10} y={126} lines={['1. Subscribe']} />
        <Box x={160} y={126} lines={['2. Fetch']} />
        <Box x={310} y={126} lines={['3. Cached']} accent />
        <Box x={500} y={126} lines={['5. Unsubscribe', 'timer runs']} />
        <Box x={670} y={126} lines={['6. Removed']} />

        {/* The main path, left to right */}
        {MAIN_PATH.map(([x1, x2]) => (
          <line
            key={x1}
            className={styles.edge}
            x1={x1}
            y1={150}
            x2={x2}
            y2={150}
            markerEnd={arrow}
          />
        ))}
        <text className={styles.small} x={465} y={140} textAnchor="middle">
          none left
        </text>
        <text className={styles.small} x={645} y={140} textAnchor="middle">
          time up
        </text>

        {/* 4. Refetch: from Cached back to Fetch, above */}
        <path
          className={styles.loop}
          d="M 370 126 C 370 60, 220 60, 220 124"
          markerEnd={arrow}
        />
        <text className={styles.label} x={295} y={30} textAnchor="middle">
          4. Refetch while subscribed:
        </text>
        <text className={styles.small} x={295} y={50} textAnchor="middle">
          tag invalidated · focus · reconnect · arg change · polling
        </text>

        {/* Subscribing again: from the timer back to Cached, below */}
        <path
          className={styles.loop}
          d="M 560 174 C 560 240, 370 240, 370 176"
          markerEnd={arrow}
        />
        <text className={styles.small} x={465} y={252} textAnchor="middle">
          subscribed again before keepUnusedDataFor ends
        </text>

        {/* Removed: the next subscriber starts over */}
        <text className={styles.small} x={730} y={196} textAnchor="middle">
          next subscriber
        </text>
        <text className={styles.small} x={730} y={212} textAnchor="middle">
          starts at step 1
        </text>
      </svg>
      <figcaption className={styles.caption}>
        The same steps, in words:
      </figcaption>
      <ol className={styles.steps}>
        {LIFECYCLE_STEPS.map((step) => (
          <li key={step.name}>
            <strong>{step.name}.</strong> {withCode(step.text)}
          </li>
        ))}
      </ol>
    </figure>
  )
}
