import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Label } from '@/components/ui/label'

/** The post's featured image: the current cover, or a preview of a picked file (kept on this page). */
export function FeaturedImage({ cover }: { cover: ReactNode }) {
  const [url, setUrl] = useState<string | null>(null)
  const latest = useRef<string | null>(null)
  useEffect(() => {
    latest.current = url
  }, [url])
  // Free the preview when the page is left.
  useEffect(() => () => {
    if (latest.current) URL.revokeObjectURL(latest.current)
  }, [])
  const pick = (file: File | undefined) => {
    if (url) URL.revokeObjectURL(url)
    setUrl(file ? URL.createObjectURL(file) : null)
  }
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg p-4 ring-1 ring-border">
      {url ? <img src={url} alt="Chosen featured image" className="h-28 w-44 rounded-lg object-cover" /> : cover}
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="be-image">Featured image</Label>
        <input id="be-image" type="file" accept="image/*" onChange={(e) => pick(e.target.files?.[0])} className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-primary-soft/50 file:px-3 file:py-2 file:font-medium file:text-primary-soft-foreground" />
        <p className="text-xs text-muted-foreground">Required image resolution 800×400, up to 2 MB.</p>
      </div>
    </div>
  )
}
