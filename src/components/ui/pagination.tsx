import { ChevronLeft, ChevronRight } from 'lucide-react'
import { cn } from '@/lib/cn'
import { useMediaQuery } from '@/lib/use-media-query'

/**
 * The page numbers to show: the first, the last, the current one and `siblings` either side of
 * it, with gaps as null.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = []
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= siblings) pages.push(n)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium text-soft-foreground hover:bg-accent disabled:pointer-events-none disabled:opacity-40'

export function Pagination({ page, pageCount, onPageChange, label = 'Pages', className }: {
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  label?: string
  className?: string
}) {
  // A phone's row has room for the first, current and last pages only (four-digit page numbers
  // with their neighbours would push the page sideways at 360 px).
  const phone = useMediaQuery('(max-width: 639.98px)')
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className={cn('flex items-center gap-1', className)}>
      <button type="button" className={itemClass} onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <ChevronLeft size={16} aria-hidden />
      </button>
      {pageWindow(page, pageCount, phone ? 0 : 1).map((n, index) =>
        n === null ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-slate-400">…</span>
        ) : (
          <button
            key={n}
            type="button"
            className={cn(itemClass, n === page && 'bg-brand-700 text-white hover:bg-brand-700')}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onPageChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <button type="button" className={itemClass} onClick={() => onPageChange(page + 1)} disabled={page >= pageCount} aria-label="Next page">
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  )
}
