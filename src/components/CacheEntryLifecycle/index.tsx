import React, { useId, type ReactNode } from 'react'
import {
  boxLines,
  DRAWINGS,
  TYPE,
  type Drawing,
  type StepBox,
} from './drawings'
import { LIFECYCLE_STEPS } from './steps'
import styles from './styles.module.css'

/** Renders `code` spans of a step's text (written with backticks). */
function withCode(text: string): ReactNode[] {
  return text
    .split('`')
    .map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))
}

/** Lines of text centred on `y` or starting there, one `<text>` each. */
function Lines({
  lines,
  x,
  y,
  anchor,
  strong = false,
}: {
  lines: readonly string[]
  x: number
  y: number
  anchor: 'start' | 'middle' | 'end'
  strong?: boolean
}) {
  const { size, weight, lineHeight } = strong ? TYPE.strong : TYPE.small
  return lines.map((line, i) => (
    <text
      key={line}
      className={styles.text}
      fontSize={size}
      fontWeight={weight}
      x={x}
      y={y + i * lineHeight}
      textAnchor={anchor}
      dominantBaseline="middle"
    >
      {line}
    </text>
  ))
}

/** A step's box: its number and name, and a note under step 5. */
function Box({ step, x, y, width, height, accent = false }: StepBox) {
  const [name, note] = boxLines(step)
  const middle = y + height / 2
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
      <Lines
        lines={[name!]}
        x={x + width / 2}
        y={note ? middle - TYPE.small.lineHeight / 2 : middle}
        anchor="middle"
        strong
      />
      {note && (
        <Lines
          lines={[note]}
          x={x + width / 2}
          y={middle + TYPE.strong.lineHeight / 2}
          anchor="middle"
        />
      )}
    </g>
  )
}

/** One drawing of the diagram, at one SVG unit per CSS pixel. */
function Diagram({ drawing, id }: { drawing: Drawing; id: string }) {
  const titleId = `${id}-title`
  const descId = `${id}-desc`
  const markerId = `${id}-arrow`
  const arrow = `url(#${markerId})`
  return (
    <svg
      className={`${styles.diagram} ${styles[drawing.name]}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={drawing.width}
      height={drawing.height}
    >
      <title id={titleId}>The life of an RTK Query cache entry</title>
      <desc id={descId}>
        Subscribe leads to Fetch, Fetch to Cached. While subscribed, tag
        invalidation, focus, reconnect, argument change and polling lead back to
        Fetch. When the last subscriber leaves, Unsubscribe starts the
        keepUnusedDataFor timer; subscribing again returns to Cached, and when
        the timer ends the entry is Removed, after which the next subscriber
        starts at Subscribe. The steps are listed below the diagram.
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
      {drawing.boxes.map((box) => (
        <Box key={box.step} {...box} />
      ))}
      {drawing.arrows.map((d) => (
        <path key={d} className={styles.edge} d={d} markerEnd={arrow} />
      ))}
      {drawing.loops.map((d) => (
        <path key={d} className={styles.loop} d={d} markerEnd={arrow} />
      ))}
      {drawing.labels.map((label) => (
        <Lines key={label.lines.join()} {...label} />
      ))}
    </svg>
  )
}

/**
 * When RTK Query fetches: the life of one cache entry, as inline SVG (in the
 * server-rendered HTML, coloured by the site's CSS variables so that it
 * follows the colour mode, no JavaScript) followed by the same steps as an
 * ordered list, which is also the diagram's text equivalent. Of the two
 * drawings, CSS shows the one that fits the column (drawings.ts).
 */
export default function CacheEntryLifecycle(): ReactNode {
  const id = useId()
  return (
    <figure className={styles.figure}>
      {DRAWINGS.map((drawing) => (
        <Diagram
          key={drawing.name}
          drawing={drawing}
          id={`${id}-${drawing.name}`}
        />
      ))}
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
