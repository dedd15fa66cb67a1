import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import clsx from 'clsx'
import { useHistory } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useIsBrowser from '@docusaurus/useIsBrowser'
import SearchHitText from '../../components/SearchHitText'
import SearchNotice from '../../components/SearchNotice'
import { SHORTCUT_TARGET } from '../../focusShortcut'
import { useSearch } from '../../useSearch'
import styles from './styles.module.css'

const SUGGESTIONS = 8

/**
 * The shortcut's label, and the box's state when the shortcut focused it
 * before the box hydrated. The shortcut itself is an inline script that
 * listens from the first paint (focusShortcut.ts).
 */
function useFocusShortcut(
  input: React.RefObject<HTMLInputElement | null>,
  onEarlyFocus: () => void,
) {
  // The server renders Ctrl K; the platform is known only after hydration.
  const label =
    useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform)
      ? '⌘ K'
      : 'Ctrl K'
  // Runs once, at hydration: a focus from before then reached no onFocus.
  const earlyFocus = useRef(onEarlyFocus)
  useEffect(() => {
    if (input.current && document.activeElement === input.current)
      earlyFocus.current()
  }, [input])
  return label
}

/**
 * The navbar search box: suggestions as you type (a combobox: arrow keys
 * move, Enter opens, Escape closes), the last option leading to every
 * result on /search. The index downloads when the box is first focused.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory()
  const searchPage = useBaseUrl('/search')
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [focused, setFocused] = useState(false)
  const [touched, setTouched] = useState(false)
  const [active, setActive] = useState(-1)
  const onFocus = () => {
    setFocused(true)
    setTouched(true)
  }
  const shortcut = useFocusShortcut(input, onFocus)
  const state = useSearch(query, touched, SUGGESTIONS)
  const id = useId()
  const listId = `${id}-results`

  const hits = state.status === 'done' ? state.hits : []
  const seeAll = `${searchPage}?${new URLSearchParams({ q: query })}`
  const targets = [
    ...hits.map((hit) => hit.link),
    ...(query.trim() ? [seeAll] : []),
  ]
  const open = focused && query.trim() !== ''

  // The option chosen with the arrow keys is scrolled into the list's view.
  useEffect(() => {
    if (open && active >= 0)
      document
        .getElementById(`${id}-option-${active}`)
        ?.scrollIntoView({ block: 'nearest' })
  }, [open, active, id])

  const go = (url: string) => {
    setFocused(false)
    input.current?.blur()
    history.push(url)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (targets.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Cycles through the options and back to the box itself (-1).
      setActive(
        (current) =>
          ((current + 1 + step + targets.length + 1) % (targets.length + 1)) -
          1,
      )
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const target = targets[active] ?? (query.trim() ? seeAll : undefined)
      if (target) go(target)
    } else if (event.key === 'Escape') {
      if (open) setQuery('')
      else input.current?.blur()
    }
  }

  return (
    <div className={styles.searchBox} role="search">
      <input
        ref={input}
        type="search"
        {...{ [SHORTCUT_TARGET]: '' }}
        className={styles.input}
        placeholder="Search"
        aria-label="Search the docs"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={
          open && active >= 0 ? `${id}-option-${active}` : undefined
        }
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
        }}
        onFocus={onFocus}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
      />
      {!focused && !query && (
        <kbd className={styles.shortcut} aria-hidden>
          {shortcut}
        </kbd>
      )}
      <div
        className={clsx(styles.dropdown, !open && styles.hidden)}
        data-search-query={state.status === 'done' ? query : undefined}
      >
        {state.status === 'done' && hits.length === 0 && (
          <SearchNotice state={{ status: 'none' }} query={query} />
        )}
        {state.status !== 'done' && (
          <SearchNotice state={state} query={query} />
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          className={styles.options}
        >
          {targets.map((target, index) => {
            const hit = hits[index]
            return (
              // The combobox pattern: the input owns the keyboard (arrows, Enter) and points at the
              // active option with aria-activedescendant; options only take pointer clicks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={target}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                data-url={hit?.url}
                className={clsx(
                  styles.option,
                  index === active && styles.active,
                )}
                // Keep the focus in the box, so that the click is not lost to a blur.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => go(target)}
              >
                {hit ? (
                  <SearchHitText hit={hit} styles={styles} />
                ) : (
                  <span className={styles.seeAll}>
                    See all results for “
                    <span className={styles.query}>{query}</span>”
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
