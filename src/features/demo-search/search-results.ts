import type { SearchPage } from '@/db/demo-schema'

/** At most this many results per group (specification §9). */
export const SEARCH_LIMIT = 4

export interface SearchFile {
  title: string
  by: string
  size: string
  file: string
}

export interface SearchContact {
  title: string
  email: string
  img: string
  date: string
}

export type SearchGroupTitle = 'Your pages' | 'Pages' | 'Files' | 'Contacts'

/** A portal screen of the signed-in user's role, searched before the demo's pages. */
export interface PortalPage {
  title: string
  link: string
}

export interface SearchData {
  searchArr: { groupTitle: SearchGroupTitle; searchLimit: number; data: unknown[] }[]
}

export type SearchHit =
  | { kind: 'portal'; key: string; title: string; item: PortalPage }
  | { kind: 'page'; key: string; title: string; item: SearchPage }
  | { kind: 'file'; key: string; title: string; item: SearchFile }
  | { kind: 'contact'; key: string; title: string; item: SearchContact }

export interface SearchGroup {
  title: SearchGroupTitle
  hits: SearchHit[]
}

const matches = (query: string, ...values: string[]) => values.some((value) => value.toLowerCase().includes(query))

/** The signed-in user's own pages matching the query, first of all groups (none for visitors). */
function portalGroup(portal: PortalPage[], query: string): SearchGroup[] {
  if (!portal.length) return []
  const hits: SearchHit[] = portal
    .filter((p) => matches(query, p.title))
    .slice(0, SEARCH_LIMIT)
    .map((item) => ({ kind: 'portal', key: `portal-${item.link}`, title: item.title, item }))
  return [{ title: 'Your pages', hits }]
}

/**
 * The groups for a query, each cut to its limit; an empty query shows nothing. The user's portal
 * pages come first; then the demo's pages match on title, files on title or author, contacts on
 * name or e-mail.
 */
export function searchGroups(data: SearchData | undefined, rawQuery: string, portal: PortalPage[] = []): SearchGroup[] {
  const query = rawQuery.trim().toLowerCase()
  if (!query) return []
  const mine = portalGroup(portal, query)
  if (!data) return mine
  return [...mine, ...data.searchArr.map(({ groupTitle, searchLimit, data: items }) => {
    const limit = Math.min(searchLimit || SEARCH_LIMIT, SEARCH_LIMIT)
    const hits: SearchHit[] = []
    for (const raw of items) {
      if (hits.length >= limit) break
      if (groupTitle === 'Pages') {
        const item = raw as SearchPage
        if (matches(query, item.title)) hits.push({ kind: 'page', key: `page-${item.id}`, title: item.title, item })
      } else if (groupTitle === 'Files') {
        const item = raw as SearchFile
        if (matches(query, item.title, item.by)) hits.push({ kind: 'file', key: `file-${item.title}`, title: item.title, item })
      } else {
        const item = raw as SearchContact
        if (matches(query, item.title, item.email)) hits.push({ kind: 'contact', key: `contact-${item.email}`, title: item.title, item })
      }
    }
    return { title: groupTitle, hits }
  })]
}

/** The next highlighted index for an arrow key, wrapping round; -1 when there is nothing. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1
  if (key === 'ArrowDown') return active < 0 ? 0 : (active + 1) % count
  return active <= 0 ? count - 1 : active - 1
}
