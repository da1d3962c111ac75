import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { SectionCard } from '@/components/ui/section-card'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { StatusBadge } from './badges'
import { CategoriesSection } from './categories-section'
import { useAllSounds, usePulled } from './hooks'
import { pageOf } from './user-filters'

export const KIND_LABEL: Record<string, string> = { normal: 'Normal', influencer: 'Influencer', video_app: 'Video app' }

/** /admin/soundlist: every live sound with its artist, kind, slots and budget; and the categories. */
export function SoundListScreen() {
  const sounds = useAllSounds()
  const pulled = usePulled('sounds')
  const [q, setQ] = useState('')
  const [kind, setKind] = useState('')
  const [page, setPage] = useState(1)
  const needle = q.trim().toLowerCase()
  const matching = (sounds ?? []).filter((s) => (!kind || s.kind === kind) && (!needle || `${s.title} ${s.artistName ?? ''} ${s.categoryName ?? ''}`.toLowerCase().includes(needle)))
  const shown = pageOf(matching, page, 10)
  return (
    <>
      <PageHeader title="Sound List" description="Every sound on the platform, and the categories they are filed under." />
      <div className="grid grid-cols-1 gap-6">
        <SectionCard title="Sounds" description={sounds ? `${matching.length} of ${sounds.length} sounds` : undefined}>
          <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="sounds-q">Search</Label>
              <Input id="sounds-q" type="search" placeholder="Title, artist or category" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
            </div>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="sounds-kind">Kind</Label>
              <NativeSelect id="sounds-kind" value={kind} onChange={(e) => (setKind(e.target.value), setPage(1))}>
                <option value="">All kinds</option>
                <option value="normal">Normal</option>
                <option value="influencer">Influencer</option>
                <option value="video_app">Video app</option>
              </NativeSelect>
            </div>
          </div>
          {sounds === undefined ? (
            <Skeleton className="h-48" />
          ) : sounds.length === 0 ? (
            <p className="text-sm text-muted-foreground">{pulled ? 'No sounds yet.' : 'Sounds have not been downloaded to this device yet. Connect to load them.'}</p>
          ) : (
            <>
              <Table aria-label="Sounds">
                <TableHead>
                  <tr>
                    <Th>Sound</Th>
                    <Th className="hidden sm:table-cell">Kind</Th>
                    <Th>Slots</Th>
                    <Th className="hidden md:table-cell">Budget</Th>
                    <Th className="hidden sm:table-cell">Status</Th>
                    <Th className="hidden lg:table-cell">Created</Th>
                  </tr>
                </TableHead>
                <tbody>
                  {shown.rows.map((s) => (
                    <TableRow key={s.id}>
                      <Td className="max-w-[14rem]">
                        <div className="truncate font-medium text-foreground">{s.title}</div>
                        <div className="truncate text-xs text-muted-foreground">
                          {s.artistName ?? 'Unknown artist'}
                          {s.categoryName ? ` · ${s.categoryName}` : ''}
                        </div>
                        {/* On phones the hidden columns' essentials sit under the title. */}
                        <div className="mt-1 flex flex-wrap items-center gap-1 text-xs sm:hidden">
                          {KIND_LABEL[s.kind] ?? s.kind}
                          <StatusBadge status={s.status} />
                        </div>
                      </Td>
                      <Td className="hidden whitespace-nowrap sm:table-cell">{KIND_LABEL[s.kind] ?? s.kind}</Td>
                      <Td className="text-xs whitespace-nowrap">
                        <span className="font-medium">{s.slots.free}</span> free of {s.slots.total}
                        <div className="text-muted-foreground">
                          {s.slots.held} held · {s.slots.used} used
                        </div>
                      </Td>
                      <Td className="hidden text-xs whitespace-nowrap md:table-cell">
                        {s.budget ? (
                          <>
                            {formatMoney(s.budget.remaining, s.currency)} left
                            <div className="text-muted-foreground">of {formatMoney(s.budget.escrowed, s.currency)}</div>
                          </>
                        ) : (
                          '—'
                        )}
                      </Td>
                      <Td className="hidden sm:table-cell">
                        <StatusBadge status={s.status} />
                      </Td>
                      <Td className="hidden text-xs whitespace-nowrap lg:table-cell">{formatDateTime(s.createdAt)}</Td>
                    </TableRow>
                  ))}
                  {shown.rows.length === 0 ? (
                    <TableRow>
                      <Td colSpan={6} className="text-center text-muted-foreground">
                        No sound matches.
                      </Td>
                    </TableRow>
                  ) : null}
                </tbody>
              </Table>
              <Pagination className="mt-4" page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} label="Sounds pages" />
            </>
          )}
        </SectionCard>
        <CategoriesSection />
      </div>
    </>
  )
}
