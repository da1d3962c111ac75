/**
 * Makes a short melody as a WAV file in the browser, so the media player demo has something to
 * play offline without shipping audio files. Mono, 16-bit PCM, 22.05 kHz.
 */
const RATE = 22050

export interface TrackSpec {
  title: string
  artist: string
  bpm: number
  /** MIDI note numbers; 0 is a rest. One note per beat. */
  notes: number[]
}

export const TRACKS: TrackSpec[] = [
  { title: 'Summer Hook', artist: 'Alex Morgan', bpm: 120, notes: [60, 64, 67, 72, 67, 64, 60, 0, 62, 65, 69, 74, 69, 65, 62, 0] },
  { title: 'Night Drive', artist: 'Nadia Okafor', bpm: 96, notes: [57, 60, 64, 60, 55, 59, 62, 59, 53, 57, 60, 57, 52, 55, 59, 0] },
  { title: 'Loop Point', artist: 'Theo Lindqvist', bpm: 140, notes: [67, 67, 70, 72, 0, 72, 70, 67, 65, 65, 67, 70, 0, 67, 65, 62, 60, 0, 60, 62] },
]

export function synthesize(spec: TrackSpec): Blob {
  const beat = 60 / spec.bpm
  const total = Math.ceil(spec.notes.length * beat * RATE)
  const samples = new Int16Array(total)
  spec.notes.forEach((note, i) => {
    if (!note) return
    const freq = 440 * 2 ** ((note - 69) / 12)
    const start = Math.floor(i * beat * RATE)
    const length = Math.floor(beat * RATE * 0.9)
    for (let n = 0; n < length && start + n < total; n++) {
      const t = n / RATE
      // A soft attack and an exponential release, with one overtone for a warmer tone.
      const env = Math.min(1, n / 200) * Math.exp((-3 * n) / length)
      const v = Math.sin(2 * Math.PI * freq * t) * 0.6 + Math.sin(4 * Math.PI * freq * t) * 0.15
      samples[start + n] = Math.round(v * env * 0.5 * 32767)
    }
  })
  return new Blob([wavHeader(total), samples.buffer], { type: 'audio/wav' })
}

function wavHeader(sampleCount: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44)
  const view = new DataView(buffer)
  const text = (offset: number, s: string) => [...s].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)))
  const bytes = sampleCount * 2
  text(0, 'RIFF')
  view.setUint32(4, 36 + bytes, true)
  text(8, 'WAVE')
  text(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, RATE, true)
  view.setUint32(28, RATE * 2, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, 'data')
  view.setUint32(40, bytes, true)
  return buffer
}
