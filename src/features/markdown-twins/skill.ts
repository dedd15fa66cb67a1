import path from 'node:path'
import { DEFAULT_URL } from '../../site/siteEnv'
import { REPO_ROOT } from '../../markdown/repoRoot'

/**
 * The skill for coding assistants, in the Agent Skills format: a folder
 * named after the skill holding its SKILL.md. The site serves that folder
 * as it is in this repository, at the same path, so that an agent can
 * install it from either place (manuals/markdown-twins.md).
 */
export const SKILL_FILE = 'skills/redux-toolkit/SKILL.md'

/** The skill's source, which the code-sample check compiles with the pages. */
export const SKILL_SOURCE = path.join(REPO_ROOT, SKILL_FILE)

/**
 * The skill as the site serves it: its links, written as absolute URLs of
 * the default site, point at the site it is built for.
 */
export function skillForSite(markdown: string, siteRoot: string): string {
  return markdown.replaceAll(`${DEFAULT_URL}/`, siteRoot)
}

/** A rule of the skill: a `## N. …` heading, and the paragraph under it. */
export interface SkillRule {
  title: string
  text: string
}

/**
 * The skill's numbered rules, each with its first paragraph as written
 * (Markdown, links included): what llms-small.txt repeats as the rules that
 * matter most.
 */
export function skillRules(markdown: string): SkillRule[] {
  const rules: SkillRule[] = []
  for (const section of markdown.split(/^## /m).slice(1)) {
    const [heading = '', ...rest] = section.split('\n')
    const numbered = /^\d+\.\s+(.*)$/.exec(heading)
    if (!numbered) continue
    const paragraph = rest
      .join('\n')
      .trim()
      .split(/\n\s*\n/)[0]!
    rules.push({ title: numbered[1]!, text: paragraph.replace(/\n/g, ' ') })
  }
  return rules
}
