import { readAliases } from '../../src/features/anchor-aliases/aliases'
import { aliasFileRoutes } from './sectionIds'

// A lower bound for the checks that loop over the previous site's section
// ids, taken from the alias files: a check that read an empty or cut list
// would otherwise pass on nothing. Shared by the sources' check
// (tests/docs/sectionIds.test.ts) and the built HTML's (tests/build/links.test.ts).

/**
 * Ids of the previous site that an alias keeps with a reason (its topic has
 * no section here), as `route#id`: each is in links/legacy-anchors.json.
 */
export const previousSiteIdsKeptWithReason = (): string[] =>
  aliasFileRoutes().flatMap((route) =>
    readAliases(route).flatMap(({ id, reason }) =>
      reason ? [`${route}#${id}`] : [],
    ),
  )
