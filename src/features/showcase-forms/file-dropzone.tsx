import { File as FileIcon, Upload, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatBytes, pickFiles, releaseFile, type PickedFile } from './file-list'

/** Drop files or browse; images get previews. Nothing is uploaded. */
export function FileDropzone({ label, accept, acceptText, multiple = true }: { label: string; accept: string; acceptText: string; multiple?: boolean }) {
  const id = useId()
  const [files, setFiles] = useState<PickedFile[]>([])
  const [errors, setErrors] = useState<string[]>([])
  const [over, setOver] = useState(false)
  const latest = useRef(files)
  useEffect(() => {
    latest.current = files
  }, [files])
  // Free the previews when the page is left.
  useEffect(() => () => latest.current.forEach(releaseFile), [])

  const matches = (f: File) =>
    accept.split(',').some((rule) => {
      const r = rule.trim()
      return r.endsWith('/*') ? f.type.startsWith(r.slice(0, -1)) : r.startsWith('.') ? f.name.toLowerCase().endsWith(r) : f.type === r
    })
  const add = (list: FileList | null) => {
    if (!list) return
    const { picked, rejected } = pickFiles(list, matches)
    setErrors(rejected)
    setFiles((current) => {
      if (multiple) return [...current, ...picked]
      current.forEach(releaseFile)
      return picked.slice(0, 1)
    })
  }
  const remove = (f: PickedFile) => {
    releaseFile(f)
    setFiles((current) => current.filter((x) => x.id !== f.id))
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <label
        htmlFor={id}
        onDragOver={(e) => { e.preventDefault(); setOver(true) }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => { e.preventDefault(); setOver(false); add(e.dataTransfer.files) }}
        className={cn('flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input p-8 text-center text-sm text-muted-foreground hover:border-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600', over && 'border-brand-600 bg-primary-soft/50')}
      >
        <Upload aria-hidden className="text-primary" />
        <span className="font-medium text-foreground">Drop files here or click to browse</span>
        <span>{acceptText}</span>
        <input id={id} type="file" accept={accept} multiple={multiple} className="sr-only" aria-label={label} onChange={(e) => { add(e.target.files); e.target.value = '' }} />
      </label>
      {errors.length ? (
        <ul role="alert" className="text-sm text-destructive">
          {errors.map((e) => <li key={e}>{e}</li>)}
        </ul>
      ) : null}
      {files.length ? (
        <ul aria-label={`${label}: chosen files`} className="grid grid-cols-1 gap-2">
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-3 rounded-lg p-2 ring-1 ring-border">
              {f.preview ? <img src={f.preview} alt="" className="h-12 w-12 rounded-md object-cover" /> : <FileIcon aria-hidden className="m-3 text-slate-400" />}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{f.file.name}</p>
                <p className="text-xs text-slate-500">{formatBytes(f.file.size)}</p>
              </div>
              <Button variant="ghost" size="icon-sm" aria-label={`Remove ${f.file.name}`} onClick={() => remove(f)}><X size={16} aria-hidden /></Button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length > 1 ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => { files.forEach(releaseFile); setFiles([]) }}>Remove all</Button>
        </div>
      ) : null}
    </div>
  )
}
