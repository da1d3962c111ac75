import { Link } from '@tanstack/react-router'
import { CloudUpload, TriangleAlert } from 'lucide-react'
import { Progress } from '@/components/ui/progress'
import { useOutboxSummary } from './outbox-hooks'

const pill = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium whitespace-nowrap'

/**
 * The navbar's sync state: writes waiting to be sent, writes the server refused (linking to the
 * "needs attention" list) and the progress of an upload on its way. Nothing when all is sent.
 * Each chip is marked `data-chip`: on phones the navbar shows its status row only when one is there.
 */
export default function SyncStatus() {
  const summary = useOutboxSummary()
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
      {waiting > 0 ? (
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
