import { Badge } from '@/components/ui/badge'
import { Progress } from '@/components/ui/progress'
import { AudioPreview } from './audio-preview'
import type { UploadView } from './hooks'

const size = (bytes?: number) => (bytes === undefined ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`)

function UploadState({ upload }: { upload: UploadView }) {
  const pending = upload._pending
  if (!pending) return <Badge variant="success">Uploaded</Badge>
  if (pending.status === 'sending' && pending.progress) {
    const percent = Math.round((100 * pending.progress.loaded) / Math.max(1, pending.progress.total))
    return (
      <span className="flex items-center gap-2 text-xs text-info">
        Uploading {percent}%
        <Progress value={percent} className="w-32" aria-label={`Upload of ${upload.name}`} />
      </span>
    )
  }
  if (pending.status === 'sending') return <Badge variant="info">Uploading…</Badge>
  if (pending.status === 'paused') return <Badge variant="warning">Waiting for sign-in</Badge>
  return <Badge variant="warning">Waiting to upload</Badge>
}

/** Uploads made on this device, with their state and a preview. */
export function UploadList({ uploads }: { uploads: UploadView[] }) {
  if (uploads.length === 0) return null
  return (
    <ul className="mt-6 divide-y divide-border" aria-label="Your uploads">
      {uploads.map((u) => (
        <li key={u.id} className="flex flex-col gap-2 py-3" data-testid="upload-row">
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium text-foreground">{u.name}</span>
            <span className="text-xs text-muted-foreground">{size(u.size)}</span>
            <UploadState upload={u} />
          </div>
          <AudioPreview blob={u.blob} src={u.url} label={u.name} />
        </li>
      ))}
    </ul>
  )
}
