import { PAGE_SIZE } from '@server/lib/marketplace-values'

/** The part of a sound the search looks at. */
interface Searchable {
  title: string
  categoryName: string | null
  artistName?: string | null
}

/** Sounds whose title or category contains every word of the query (any case). */
export function searchSounds<S extends Searchable>(sounds: readonly S[], query: string): S[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (!words.length) return [...sounds]
  return sounds.filter((s) => {
    const text = `${s.title} ${s.categoryName ?? ''}`.toLowerCase()
    return words.every((w) => text.includes(w))
  })
}

/** One page (1-based, PAGE_SIZE rows, as the server's paged lists) and the page count; the page is clamped. */
export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE): { rows: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(Math.max(1, page), pageCount)
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount }
}
