/**
 * Short, real audio for the demo sounds: a mono 8-bit PCM WAV at 8 kHz playing the given notes
 * (Hz) one after another, each with a little fade so they do not click. Deterministic, so the
 * demo needs no binary files in the repository.
 */
export function toneWav(notes: readonly number[], secondsPerNote = 0.4): Uint8Array {
  const rate = 8000
  const perNote = Math.round(rate * secondsPerNote)
  const samples = perNote * notes.length
  const buf = Buffer.alloc(44 + samples)
  buf.write('RIFF', 0)
  buf.writeUInt32LE(36 + samples, 4)
  buf.write('WAVE', 8)
  buf.write('fmt ', 12)
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20)
  buf.writeUInt16LE(1, 22)
  buf.writeUInt32LE(rate, 24)
  buf.writeUInt32LE(rate, 28)
  buf.writeUInt16LE(1, 32)
  buf.writeUInt16LE(8, 34)
  buf.write('data', 36)
  buf.writeUInt32LE(samples, 40)
  notes.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const fade = Math.min(1, i / 200, (perNote - i) / 200)
      buf[44 + n * perNote + i] = 128 + Math.round(70 * fade * Math.sin((2 * Math.PI * hz * i) / rate))
    }
  })
  return new Uint8Array(buf)
}
