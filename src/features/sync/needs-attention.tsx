import { format } from 'date-fns'
import { Pencil, RefreshCw, RotateCcw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { discardWrite, retryWrite, syncNow } from './actions'
import { useOutboxSummary, type OutboxItem } from './outbox-hooks'
import { RefusedEdit } from './refused-edit'

const when = (ms: number) => format(ms, 'yyyy-MM-dd HH:mm:ss')

const STATUS_TEXT: Record<OutboxItem['status'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending…',
  paused: 'Waiting for you to sign in again',
  rejected: 'Refused',
}

function RejectedRow({ item }: { item: OutboxItem }) {
  const [editing, setEditing] = useState(false)
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-foreground">{item.label}</p>
        <p className="text-xs text-muted-foreground">Made {when(item.createdAt)}</p>
        <p role="alert" className="mt-1 text-sm text-destructive">
          {item.error?.message ?? 'The server refused this change.'}
        </p>
        {editing ? <RefusedEdit item={item} onDone={() => setEditing(false)} /> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {item.fields.length && !editing ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${item.label}`}>
            <Pencil size={14} aria-hidden /> Edit
          </Button>
        ) : null}
        {/* While editing, "Save and retry" is the retry. */}
        {editing ? null : (
          <Button size="sm" variant="secondary" onClick={() => void retryWrite(item.seq)} aria-label={`Retry ${item.label}`}>
            <RotateCcw size={14} aria-hidden /> Retry
          </Button>
        )}
        <Button size="sm" variant="danger" onClick={() => void discardWrite(item.seq)} aria-label={`Discard ${item.label}`}>
          <Trash2 size={14} aria-hidden /> Discard
        </Button>
      </div>
    </li>
  )
}

/** The "needs attention" list: writes the server refused, with its words; retry or discard each. */
export function NeedsAttention() {
  const summary = useOutboxSummary()
  const [syncing, setSyncing] = useState(false)
  const run = async () => {
    setSyncing(true)
    await syncNow().finally(() => setSyncing(false))
  }
  return (
    <div className="space-y-6">
      <div>
        <Button onClick={() => void run()} disabled={syncing}>
          <RefreshCw size={16} aria-hidden className={syncing ? 'animate-spin' : undefined} /> {syncing ? 'Syncing…' : 'Sync now'}
        </Button>
      </div>
      <Card>
        <CardTitle>Needs attention</CardTitle>
        <CardDescription>Changes the server refused. Edit and retry, retry once the problem is solved, or discard them.</CardDescription>
        {summary && summary.rejected.length === 0 ? <p className="mt-4 text-sm text-muted-foreground">Nothing needs your attention.</p> : null}
        <ul className="divide-y divide-border">{summary?.rejected.map((item) => <RejectedRow key={item.seq} item={item} />)}</ul>
      </Card>
      <Card>
        <CardTitle>Waiting to be sent</CardTitle>
        <CardDescription>Changes made on this device that have not reached the server yet. They go out by themselves.</CardDescription>
        {summary && summary.waiting.length === 0 ? <p className="mt-4 text-sm text-muted-foreground">Everything is sent.</p> : null}
        <ul className="divide-y divide-border">
          {summary?.waiting.map((item) => (
            <li key={item.seq} className="py-3">
              <p className="font-medium text-foreground">{item.label}</p>
              <p className="text-xs text-muted-foreground">
                {STATUS_TEXT[item.status]} · made {when(item.createdAt)}
                {item.error && item.status !== 'paused' ? ` · last try: ${item.error.message}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
