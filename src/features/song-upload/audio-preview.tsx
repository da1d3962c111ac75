import { useEffect, useRef } from 'react'

/** Plays a picked or queued file from memory, or a stored file from its address. */
export function AudioPreview({ blob, src, label }: { blob?: Blob; src?: string; label: string }) {
  const audio = useRef<HTMLAudioElement>(null)
  // An object URL lives exactly as long as the preview shows this Blob.
  useEffect(() => {
    const el = audio.current
    if (!blob || !el) return
    const objectUrl = URL.createObjectURL(blob)
    el.src = objectUrl
    return () => URL.revokeObjectURL(objectUrl)
  }, [blob])
  if (!blob && !src) return null
  return <audio ref={audio} controls preload="metadata" src={blob ? undefined : src} aria-label={`Preview of ${label}`} className="h-10 w-full max-w-sm" />
}
