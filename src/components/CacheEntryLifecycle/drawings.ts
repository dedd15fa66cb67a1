import { LIFECYCLE_STEPS } from './steps'

/**
 * The diagram drawn twice: side by side for a wide column, stacked for a
 * phone. Each is drawn at the size it is shown (one SVG unit is one CSS
 * pixel), so its words keep their size instead of shrinking with a
 * scaled-down copy; styles.module.css shows the one that fits the column.
 * The words come from here and from LIFECYCLE_STEPS, once for both.
 */

/** A step's box: its number in LIFECYCLE_STEPS (from 1) and where it goes. */
export interface StepBox {
  step: number
  x: number
  y: number
  width: number
  height: number
  /** The step the entry rests in, drawn with the site's primary colour. */
  accent?: boolean
}

/** Words beside an arrow: one `<text>` per line, `lineHeight` apart. */
export interface Label {
  lines: readonly string[]
  x: number
  /** The middle of the first line. */
  y: number
  anchor: 'start' | 'middle' | 'end'
  /** A step's name, in the boxes' bold type. */
  strong?: boolean
}

export interface Drawing {
  /** Also the CSS class that decides when it is shown. */
  name: 'wide' | 'tall'
  width: number
  height: number
  boxes: readonly StepBox[]
  /** SVG path data: the main path, drawn solid, ending in an arrowhead. */
  arrows: readonly string[]
  /** The ways back (refetch, subscribing again, starting over), dashed. */
  loops: readonly string[]
  labels: readonly Label[]
}

/** Type in CSS px (body text is 16 px), and the gap between lines. */
export const TYPE = {
  strong: { size: 16, weight: 600, lineHeight: 20 },
  small: { size: 14, weight: 400, lineHeight: 18 },
} as const

const stepName = (step: number) => `${step}. ${LIFECYCLE_STEPS[step - 1]!.name}`

/** A box's lines: its step, and under step 5 the option that sets its timer. */
export function boxLines(step: number): string[] {
  return step === 5 ? [stepName(5), 'keepUnusedDataFor'] : [stepName(step)]
}

/** The arrows' words, as lines for the narrow drawing. */
const WORDS = {
  refetch: [stepName(4), 'if subscribed:'],
  triggers: ['tag invalidated', 'focus', 'reconnect', 'arg change', 'polling'],
  lastLeaves: ['last one', 'leaves'],
  subscribedAgain: ['subscribed', 'again'],
  timerEnds: ['timer', 'ends'],
  startOver: ['next subscriber starts at 1'],
} as const

const oneLine = (lines: readonly string[], separator = ' ') => [
  lines.join(separator),
]

// Sized for wide fonts: at 14 px, DejaVu Sans (a common Linux default) sets
// "keepUnusedDataFor" 142 px wide.
const BOX = { width: 156, height: 44, tall: 56 }

/**
 * Two rows that read as a cycle: 1 → 2 → 3 along the top, down to 5, left to
 * 6 and up to 1 again; the refetch loop arcs over 2 and 3.
 */
const WIDE: Drawing = {
  name: 'wide',
  width: 640,
  height: 262,
  boxes: [
    { step: 1, x: 0, y: 90, width: BOX.width, height: BOX.height },
    { step: 2, x: 210, y: 90, width: BOX.width, height: BOX.height },
    {
      step: 3,
      x: 420,
      y: 90,
      width: BOX.width,
      height: BOX.height,
      accent: true,
    },
    { step: 5, x: 420, y: 200, width: BOX.width, height: BOX.tall },
    { step: 6, x: 0, y: 206, width: BOX.width, height: BOX.height },
  ],
  arrows: [
    'M 156 112 H 209',
    'M 366 112 H 419',
    'M 465 134 V 199',
    'M 420 228 H 157',
  ],
  loops: [
    'M 510 90 C 510 50, 288 50, 288 89',
    'M 535 200 V 135',
    'M 78 206 V 135',
  ],
  labels: [
    {
      lines: oneLine(WORDS.refetch),
      x: 390,
      y: 14,
      anchor: 'middle',
      strong: true,
    },
    { lines: oneLine(WORDS.triggers, ' · '), x: 390, y: 38, anchor: 'middle' },
    { lines: oneLine(WORDS.lastLeaves), x: 455, y: 167, anchor: 'end' },
    { lines: WORDS.subscribedAgain, x: 545, y: 158, anchor: 'start' },
    { lines: oneLine(WORDS.timerEnds), x: 288, y: 214, anchor: 'middle' },
    { lines: WORDS.startOver, x: 88, y: 167, anchor: 'start' },
  ],
}

/**
 * The steps stacked in one column, the ways back drawn on the right and the
 * fresh start around the left; 328 px wide, the column of a 360 px phone.
 */
const TALL: Drawing = {
  name: 'tall',
  width: 328,
  height: 472,
  boxes: [
    { step: 1, x: 8, y: 0, width: BOX.width, height: BOX.height },
    { step: 2, x: 8, y: 80, width: BOX.width, height: BOX.height },
    {
      step: 3,
      x: 8,
      y: 160,
      width: BOX.width,
      height: BOX.height,
      accent: true,
    },
    { step: 5, x: 8, y: 264, width: BOX.width, height: BOX.tall },
    { step: 6, x: 8, y: 380, width: BOX.width, height: BOX.height },
  ],
  arrows: [
    'M 86 44 V 79',
    'M 86 124 V 159',
    'M 86 204 V 263',
    'M 86 320 V 379',
  ],
  loops: [
    'M 164 174 C 194 174, 194 110, 165 110',
    'M 164 292 C 194 292, 194 192, 165 192',
    'M 86 424 V 444 H 3 V 22 H 7',
  ],
  labels: [
    {
      lines: WORDS.refetch.slice(0, 1),
      x: 200,
      y: 84,
      anchor: 'start',
      strong: true,
    },
    {
      lines: [...WORDS.refetch.slice(1), ...WORDS.triggers],
      x: 200,
      y: 104,
      anchor: 'start',
    },
    { lines: WORDS.lastLeaves, x: 79, y: 226, anchor: 'end' },
    { lines: WORDS.subscribedAgain, x: 200, y: 236, anchor: 'start' },
    { lines: WORDS.timerEnds, x: 79, y: 342, anchor: 'end' },
    { lines: WORDS.startOver, x: 164, y: 462, anchor: 'middle' },
  ],
}

export const DRAWINGS: readonly Drawing[] = [WIDE, TALL]
