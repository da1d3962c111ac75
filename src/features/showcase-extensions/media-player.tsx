import { Pause, Play, SkipBack, SkipForward, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Slider } from '@/components/ui/slider'
import { cn } from '@/lib/cn'
import { synthesize, TRACKS } from './synth-track'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`

// Made once per page load and kept: three short clips, replayed whenever the page is visited.
let trackUrls: string[] | null = null
function getTrackUrls(): string[] {
  trackUrls ??= TRACKS.map((t) => URL.createObjectURL(synthesize(t)))
  return trackUrls
}

/** An audio player on the native <audio> element with the app's own controls and a playlist. */
export function MediaPlayer() {
  const audio = useRef<HTMLAudioElement>(null)
  const [urls] = useState(getTrackUrls)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [time, setTime] = useState(0)
  const [duration, setDuration] = useState(0)
  const [volume, setVolume] = useState(0.8)
  const [muted, setMuted] = useState(false)
  const [rate, setRate] = useState(1)
  const track = TRACKS[index] ?? TRACKS[0]!
  const autoplay = useRef(false)

  useEffect(() => {
    const el = audio.current
    if (!el) return
    el.volume = volume
    el.muted = muted
    el.playbackRate = rate
  }, [volume, muted, rate, urls, index])

  const toggle = () => {
    const el = audio.current
    if (!el) return
    if (el.paused) void el.play()
    else el.pause()
  }
  const go = (next: number, play = playing) => {
    autoplay.current = play
    setIndex((next + TRACKS.length) % TRACKS.length)
    setTime(0)
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <audio
        ref={audio}
        src={urls[index]}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          setDuration(e.currentTarget.duration)
          e.currentTarget.playbackRate = rate
          if (autoplay.current) void e.currentTarget.play()
        }}
        onEnded={() => go(index + 1, true)}
      />
      <div className="flex items-center gap-4">
        <div aria-hidden className="flex h-16 w-16 shrink-0 items-end justify-center gap-1 rounded-xl bg-gradient-to-br from-brand-700 to-fuchsia-600 p-3">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={cn('w-1.5 rounded-full bg-white/90', playing ? 'animate-pulse' : '')} style={{ height: `${30 + ((i * 37 + Math.floor(time * 4)) % 70)}%`, animationDelay: `${i * 120}ms` }} />
          ))}
        </div>
        <div className="min-w-0">
          <p className="truncate font-semibold text-foreground">{track.title}</p>
          <p className="text-sm text-muted-foreground">{track.artist}</p>
          <p data-testid="player-state" aria-live="polite" className="text-xs text-muted-foreground">{playing ? 'Playing' : 'Paused'}</p>
        </div>
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground tabular-nums">
        <span>{clock(time)}</span>
        <Slider aria-label="Seek" value={[time]} max={duration || 1} step={0.1} onValueChange={([v]) => { if (audio.current && v !== undefined) audio.current.currentTime = v }} />
        <span>{clock(duration)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Previous track" onClick={() => go(index - 1)}><SkipBack size={18} aria-hidden /></Button>
        <Button size="icon" aria-label={playing ? 'Pause' : 'Play'} onClick={toggle} disabled={!urls.length}>
          {playing ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
        </Button>
        <Button variant="ghost" size="icon" aria-label="Next track" onClick={() => go(index + 1)}><SkipForward size={18} aria-hidden /></Button>
        <Button variant="ghost" size="icon" aria-label={muted ? 'Unmute' : 'Mute'} aria-pressed={muted} onClick={() => setMuted((m) => !m)}>
          {muted ? <VolumeX size={18} aria-hidden /> : <Volume2 size={18} aria-hidden />}
        </Button>
        <Slider aria-label="Volume" className="w-28" value={[muted ? 0 : volume * 100]} onValueChange={([v]) => { setVolume((v ?? 0) / 100); setMuted(false) }} />
        <NativeSelect aria-label="Playback speed" value={String(rate)} onChange={(e) => setRate(Number(e.target.value))} className="ml-auto w-24">
          {[0.5, 1, 1.5, 2].map((r) => <option key={r} value={r}>{r}×</option>)}
        </NativeSelect>
      </div>
      <ol aria-label="Playlist" className="divide-y divide-border rounded-lg ring-1 ring-border">
        {TRACKS.map((t, i) => (
          <li key={t.title}>
            <button type="button" aria-current={i === index ? 'true' : undefined} onClick={() => go(i, true)} className={cn('flex w-full items-center justify-between px-4 py-2 text-left text-sm hover:bg-accent', i === index && 'font-semibold text-primary')}>
              <span>{i + 1}. {t.title}</span>
              <span className="text-xs text-slate-500">{t.artist}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  )
}
