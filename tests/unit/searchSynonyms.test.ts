import { describe, expect, it } from 'vitest'
import {
  createIndex,
  loadIndex,
  search,
  synonymsIn,
  termsOf,
  tokenize,
  type SearchDocument,
} from '../../src/features/search/engine'
import synonymTable from '../../src/features/search/synonyms.json'

const { groups } = synonymTable

const section = (
  id: number,
  heading: string,
  text: string,
): SearchDocument => ({
  id,
  url: `/guide#section-${id}`,
  page: 'Guide',
  heading,
  category: 'Usage Guide',
  text,
  excerpt: text,
})

describe('the synonym table (src/features/search/synonyms.json)', () => {
  it('gives every entry its reason and at least two forms', () => {
    for (const group of groups) {
      expect(group.why.length, group.forms[0]).toBeGreaterThan(20)
      expect(group.forms.length, group.forms[0]).toBeGreaterThanOrEqual(2)
    }
  })

  it('names each group by a single word that indexing keeps as it is', () => {
    for (const { forms } of groups) {
      expect(tokenize(forms[0]!)).toEqual([forms[0]])
      expect(termsOf(forms[0]!)).toEqual([forms[0]])
    }
  })

  it('puts no form in two groups', () => {
    const forms = groups.flatMap((group) =>
      group.forms.map((form) => tokenize(form.toLowerCase()).join(' ')),
    )
    expect(forms.filter((form, at) => forms.indexOf(form) !== at)).toEqual([])
  })

  it('reads each form as its own group only, unless it contains another form', () => {
    for (const { forms } of groups) {
      for (const form of forms) {
        const found = synonymsIn(tokenize(form)).terms
        expect(found, form).toContain(forms[0])
        const others = found.filter((term) => term !== forms[0])
        // re-authentication contains authentication, and is both.
        for (const other of others) {
          const group = groups.find((g) => g.forms[0] === other)!
          expect(
            group.forms.some((inner) =>
              ` ${tokenize(form.toLowerCase()).join(' ')} `.includes(
                ` ${tokenize(inner).join(' ')} `,
              ),
            ),
            `${form} reads as ${other}`,
          ).toBe(true)
        }
      }
    }
  })

  it('matches forms whatever separates their words, in any letter case and number', () => {
    expect(synonymsIn(tokenize('Server-side rendering')).terms).toEqual(['ssr'])
    expect(synonymsIn(tokenize('Next.js')).terms).toEqual(['nextjs'])
    expect(synonymsIn(tokenize('WebSockets')).terms).toEqual(['streaming'])
    expect(synonymsIn(tokenize('re-authentication')).terms).toEqual([
      'reauthentication',
      'authentication',
    ])
  })

  it('matches whole words only', () => {
    for (const text of [
      'tsconfig',
      'TSHelpersId',
      'author',
      'wss',
      'logger',
      'clearance',
      'the next page of results',
    ])
      expect(synonymsIn(tokenize(text)).terms, text).toEqual([])
  })
})

describe('synonyms in the search', () => {
  // One section per form, worded as a page would word it, and sections that
  // only share a prefix with a short form.
  const forms = groups.flatMap((group) =>
    group.forms.map((form) => ({ group: group.forms[0]!, form })),
  )
  const documents = forms.map(({ form }, at) =>
    section(at, `Notes ${at}`, `A paragraph that mentions ${form} once.`),
  )
  const lookalikes = [
    'tsconfig paths',
    'TSHelpersId',
    'author',
    'wss',
    'argv',
    'logger',
    'clearance',
    'lazyness',
  ].map((text, at) => section(1000 + at, text, `About ${text}.`))
  const index = loadIndex(
    JSON.stringify(createIndex([...documents, ...lookalikes])),
  )
  const found = (query: string) =>
    new Set(search(index, query, 1000).map((hit) => hit.id))

  it('finds every form of a group from every other form, both ways', () => {
    for (const typed of forms) {
      const hits = found(typed.form)
      const missed = forms
        .filter((written, at) => written.group === typed.group && !hits.has(at))
        .map(({ form }) => form)
      expect(missed, `typed "${typed.form}"`).toEqual([])
    }
  })

  it('does not reach words that only start like a short form', () => {
    for (const typed of [
      'ts',
      'ws',
      'auth',
      'arg',
      'log in',
      'clear',
      'lazy',
    ]) {
      const hits = found(typed)
      expect(
        lookalikes
          .filter(({ id }) => hits.has(id))
          .map(({ heading }) => heading),
        `typed "${typed}"`,
      ).toEqual([])
    }
  })
})
