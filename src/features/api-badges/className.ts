/**
 * The class of every "since" and "Deprecated" badge (./remark.ts), styled in
 * src/css/custom.css. The badges' entry in src/features/pageTransforms.ts names
 * it as not the page's words, so search leaves badges out of what it
 * indexes: a heading's text is its words, not "2.6+".
 */
export const BADGE_CLASS = 'api-badge'
