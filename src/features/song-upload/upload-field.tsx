import { useState, type ChangeEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { queueAudioUpload } from './actions'
import { AudioPreview } from './audio-preview'
import { useUploads } from './hooks'
import { UploadList } from './upload-list'

/**
 * Picks an audio file, previews it, and uploads it — now, or when the connection returns (the
 * file waits on this device meanwhile). The full Add Song form builds on this field.
 */
export function UploadField({ onQueued, description }: { onQueued?: (id: string) => void; description?: string } = {}) {
  const uploads = useUploads()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [inputKey, setInputKey] = useState(0)

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    setError(null)
    setFile(e.target.files?.[0] ?? null)
  }

  async function onUpload() {
    if (!file) return setError('Choose an audio file first.')
    setBusy(true)
    const result = await queueAudioUpload(file)
    setBusy(false)
    if (!result.ok) return setError(result.message)
    onQueued?.(result.id)
    setFile(null)
    setInputKey((k) => k + 1)
  }

  return (
    <Card>
      <CardTitle>Sound file</CardTitle>
      <CardDescription>{description ?? 'mp3, m4a, wav or ogg, up to 50 MB. Works offline: the upload starts when you are back online.'}</CardDescription>
      <div className="mt-4 flex flex-col gap-3">
        <Field label="Audio file" htmlFor="audio-file" error={error ?? undefined}>
          <Input key={inputKey} id="audio-file" type="file" accept="audio/*,.mp3,.m4a,.wav,.ogg" onChange={onPick} className="h-auto py-1.5" aria-invalid={error ? true : undefined} />
        </Field>
        {file ? <AudioPreview blob={file} label={file.name} /> : null}
        <div>
          <Button onClick={() => void onUpload()} disabled={busy || !file}>Upload</Button>
        </div>
      </div>
      <UploadList uploads={uploads ?? []} />
    </Card>
  )
}
