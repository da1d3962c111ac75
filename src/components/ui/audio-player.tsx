import { useState, type AudioHTMLAttributes } from 'react'
import { savingData } from '@/lib/pwa/offline-groups'
import { keepPlayedAudio } from '@/lib/pwa/played-audio'

/** Seconds as "m:ss" ("0:32", "3:05"); null for what is not a finite length. */
export function formatDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

// Metadata is the first few kilobytes of the file (its header), enough for the length; the audio
// itself loads only on play, with Range requests (never autoplayed, never prefetched). A user who
// asked to save data, or on a 2G-class connection, loads nothing before pressing play. A played
// preview is kept by the worker and plays again offline (except while saving data).
const saveData = () => typeof navigator !== 'undefined' && savingData()

/** An audio preview that says how long it is before it is played. */
export function AudioPlayer({ src, label, className, onError }: { src: string; label: string; className?: string; onError?: AudioHTMLAttributes<HTMLAudioElement>['onError'] }) {
  const [duration, setDuration] = useState<string | null>(null)
  const lean = saveData()
  return (
    <div className="flex min-w-0 items-center gap-2">
      <audio
        controls
        preload={lean ? 'none' : 'metadata'}
        src={src}
        aria-label={label}
        onLoadedMetadata={(e) => setDuration(formatDuration(e.currentTarget.duration))}
        onPlay={(e) => keepPlayedAudio(e.currentTarget.currentSrc)}
        onError={onError}
        className={className ?? 'h-10 w-full max-w-sm'}
      />
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums" data-testid="audio-duration">
        {duration}
        {duration ? <span className="sr-only"> long</span> : null}
      </span>
    </div>
  )
}
