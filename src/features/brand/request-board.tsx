import { PAGE_SIZE } from '@server/lib/marketplace-values'
import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { effectiveRole, useUserData } from '@/lib/session/session'
import { useOnline } from '@/lib/use-online'
import { usePulled, useRefusedWrites, useRequests, useSubmissionsByRequest, type RequestView } from './hooks'
import { RefusedList } from './refused-list'
import { RequestTile } from './request-tile'

type TypeFilter = 'all' | 'duet' | 'script'

/** Matches a search against what a creator reads on a request. */
export function matches(r: RequestView, query: string, type: TypeFilter): boolean {
  if (type !== 'all' && r.type !== type) return false
  const q = query.trim().toLowerCase()
  if (!q) return true
  return [r.title, r.brief, r.brandName ?? '', r.script ?? ''].some((text) => text.toLowerCase().includes(q))
}

/** A clock for "time left" that moves on by itself. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

/** Brand Requests: every live request; creators hold a slot and submit their video, admins look on. */
export function RequestBoard() {
  const user = useUserData()
  const readOnly = effectiveRole(user) === 'admin'
  const requests = useRequests()
  const submissions = useSubmissionsByRequest()
  const pulled = usePulled('brandRequests.all')
  const online = useOnline()
  const refused = useRefusedWrites()
  const now = useNow()
  const [query, setQuery] = useState('')
  const [type, setType] = useState<TypeFilter>('all')
  const [page, setPage] = useState(1)

  const shown = useMemo(() => (requests ?? []).filter((r) => matches(r, query, type)), [requests, query, type])
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE))
  const current = Math.min(page, pageCount)
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)
  const verification = user?.followerVerification

  return (
    <>
      {readOnly ? (
        <Alert tone="info" className="mb-6">
          <AlertDescription>You see the requests as creators do, with their budgets. Creators hold slots and submit videos; brands decide in Verifications.</AlertDescription>
        </Alert>
      ) : typeof verification === 'string' && verification !== 'verified' ? (
        <Alert tone="warning" className="mb-6">
          <div>
            <AlertTitle>Verify your followers to take up requests</AlertTitle>
            <AlertDescription>
              Only follower-verified creators can hold slots.{' '}
              <Link to="/account" hash="verification" className="font-medium underline">
                Ask for verification in Profile
              </Link>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      <RefusedList refused={refused} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="request-search">Search requests</Label>
          <div className="relative">
            <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input
              id="request-search"
              type="search"
              className="pl-9"
              placeholder="Title, brand or brief"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value)
                setPage(1)
              }}
            />
          </div>
        </div>
        <div className="grid gap-1.5 sm:w-44">
          <Label htmlFor="request-type">Kind</Label>
          <NativeSelect
            id="request-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value as TypeFilter)
              setPage(1)
            }}
          >
            <option value="all">All requests</option>
            <option value="duet">Duet ads</option>
            <option value="script">Script ads</option>
          </NativeSelect>
        </div>
      </div>
      {requests === undefined ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading requests">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
      ) : rows.length === 0 ? (
        <Card className="text-center">
          <CardTitle>{requests.length ? 'No request matches' : pulled === false && !online ? 'Requests have not been loaded yet' : 'No requests right now'}</CardTitle>
          <CardDescription className="mt-1">
            {requests.length
              ? 'Try other words or another kind.'
              : pulled === false && !online
                ? 'This device has not loaded brand requests while online. They appear once the connection returns.'
                : 'Brands post advert requests here. Check back soon.'}
          </CardDescription>
        </Card>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'request' : 'requests'}
          </p>
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Brand requests">
            {rows.map((r) => (
              <li key={r.id} className="min-w-0">
                <RequestTile request={r} submissions={submissions?.get(r.id) ?? []} readOnly={readOnly} now={now} />
              </li>
            ))}
          </ul>
          <Pagination page={current} pageCount={pageCount} onPageChange={setPage} label="Request pages" className="mt-6 justify-center" />
        </>
      )}
    </>
  )
}
