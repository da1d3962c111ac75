import { Search } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { ProductCard } from './product-card'
import { PRODUCTS_PER_PAGE, SORT_OPTIONS, useProducts, type ShopSort } from './shop-api'
import { ShopBadges } from './shop-badges'

export function ShopPage() {
  const [q, setQ] = useState('')
  const [sortBy, setSortBy] = useState<ShopSort>('featured')
  const [page, setPage] = useState(1)
  const { data, error, loading } = useProducts({ q, sortBy, page })
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / PRODUCTS_PER_PAGE))

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Shop" description="Studio and creator gear from the demo store." />
        <ShopBadges />
      </div>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
          <Input type="search" aria-label="Search products" placeholder="Search products" value={q} onChange={(e) => { setQ(e.target.value); setPage(1) }} className="pl-9" />
        </div>
        <NativeSelect aria-label="Sort products" value={sortBy} onChange={(e) => { setSortBy(e.target.value as ShopSort); setPage(1) }} className="w-48">
          {SORT_OPTIONS.map((o) => <option key={o.id} value={o.id}>{o.title}</option>)}
        </NativeSelect>
        <p className="text-sm text-muted-foreground" aria-live="polite">{data ? `${data.total} results found` : ''}</p>
      </div>
      {error ? <p role="alert" className="text-red-600">{error}</p> : null}
      {!data && loading ? <Spinner label="Loading products…" /> : null}
      {data?.products.length === 0 ? <p className="py-12 text-center text-slate-500">No product matches “{q}”.</p> : null}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy={loading}>
        {data?.products.map((product) => <ProductCard key={product.id} product={product} />)}
      </div>
      <Pagination className="mt-6 justify-center" page={page} pageCount={pageCount} onPageChange={setPage} label="Product pages" />
    </>
  )
}
