import { Link } from '@tanstack/react-router'
import { CloudOff, CloudUpload, TriangleAlert } from 'lucide-react'
import { Progress } from '@/components/ui/progress'
import { useServerUnreachable } from '@/lib/sync/reachability'
import { useOutboxSummary } from './outbox-hooks'

const pillShape = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium'
const pill = `${pillShape} whitespace-nowrap`

/** What the navbar says while the browser is online but the server does not answer. */
export function unreachableText(waiting: number): string {
  if (waiting === 0) return 'Can’t reach Sound Portal'
  return `Can’t reach Sound Portal — ${waiting} ${waiting === 1 ? 'change' : 'changes'} will go when it answers`
}

/**
 * The navbar's sync state: the server out of reach (in place of "Online"), writes waiting to be sent, writes the server refused (linking to the
 * "needs attention" list) and the progress of an upload on its way. Nothing when all is sent.
 * Each chip is marked `data-chip`: on phones the navbar shows its status row only when one is there.
 */
export default function SyncStatus() {
  const summary = useOutboxSummary()
  const unreachable = useServerUnreachable()
  if (!summary) return null
  const waiting = summary.waiting.length
  const rejected = summary.rejected.length
  const upload = summary.uploading.find((u) => u.progress) ?? summary.uploading[0]
  const percent = upload?.progress ? Math.round((100 * upload.progress.loaded) / Math.max(1, upload.progress.total)) : null
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="sync-status">
      {upload ? (
        <span data-chip className={`${pill} bg-info-soft/50 text-info-soft-foreground`} title={upload.label}>
          <span>{percent === null ? 'Uploading…' : `Uploading ${percent}%`}</span>
          {percent === null ? null : <Progress value={percent} size="xs" className="hidden w-16 sm:block" aria-label={`${upload.label} progress`} />}
        </span>
      ) : null}
      {unreachable ? (
        // Announced as it starts and ends; the chip wraps on a phone rather than cut the sentence.
        <span role="status" data-chip data-testid="server-unreachable" className={`${pillShape} bg-warning-soft text-warning-soft-foreground`}>
          <CloudOff size={14} aria-hidden className="shrink-0" />
          {waiting > 0 ? (
            <Link to="/sync" className="underline-offset-2 hover:underline" title="See the changes waiting to be sent">
              {unreachableText(waiting)}
            </Link>
          ) : (
            <span>{unreachableText(0)}</span>
          )}
        </span>
      ) : waiting > 0 ? (
        <Link data-chip to="/sync" className={`${pill} bg-warning-soft/50 text-warning-soft-foreground hover:bg-amber-100`} title="See the changes waiting to be sent">
          <CloudUpload size={14} aria-hidden />
          {/* Phones read "3 waiting" (the navbar is narrow there); wider screens and screen readers "3 changes waiting". */}
          <span>
            {waiting} <span className="sr-only sm:not-sr-only">{waiting === 1 ? 'change ' : 'changes '}</span>waiting
          </span>
        </Link>
      ) : null}
      {rejected > 0 ? (
        <Link data-chip to="/sync" className={`${pill} bg-destructive-soft/50 text-destructive-soft-foreground hover:bg-red-100`} title="See what the server refused and fix it">
          <TriangleAlert size={14} aria-hidden />
          <span>
            {rejected} <span className="sr-only sm:not-sr-only">{rejected === 1 ? 'change ' : 'changes '}</span>refused
          </span>
        </Link>
      ) : null}
    </div>
  )
}
