import type { SearchPage } from '@/db/demo-schema'
import { demoSend, invalidateDemoData, useDemoQuery } from '@/lib/demo-query'
import { resetDemoData } from '@/lib/pwa/demo-data'
import type { SearchData } from './search-results'

export interface BookmarksData {
  suggestions: SearchPage[]
  bookmarks: SearchPage[]
}

export function useSearchData() {
  return useDemoQuery<SearchData>('/api/main-search/data')
}

export function useBookmarks() {
  return useDemoQuery<BookmarksData>('/api/bookmarks/data')
}

/** Adds the page to the bookmarks, or removes it. */
export function toggleBookmark(id: number): Promise<{ item: SearchPage }> {
  return demoSend('/api/bookmarks/update', 'POST', { id })
}

/** Restores the sample data and makes every open demo screen read it again. */
export async function resetDemo(): Promise<void> {
  await resetDemoData()
  invalidateDemoData()
}
