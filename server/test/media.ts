/** Small, real media files for upload tests, generated so no binary fixtures are needed. */

/** A mono 8-bit PCM WAV of `seconds` at 8 kHz (8000 bytes of samples per second). */
export function wav(seconds: number): Uint8Array<ArrayBuffer> {
  const samples = Math.round(8000 * seconds)
  const buf = Buffer.alloc(44 + samples)
  buf.write('RIFF', 0)
  buf.writeUInt32LE(36 + samples, 4)
  buf.write('WAVE', 8)
  buf.write('fmt ', 12)
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20) // PCM
  buf.writeUInt16LE(1, 22) // mono
  buf.writeUInt32LE(8000, 24)
  buf.writeUInt32LE(8000, 28)
  buf.writeUInt16LE(1, 32)
  buf.writeUInt16LE(8, 34)
  buf.write('data', 36)
  buf.writeUInt32LE(samples, 40)
  for (let i = 0; i < samples; i++) buf[44 + i] = 128 + Math.round(60 * Math.sin(i / 4))
  return new Uint8Array(buf)
}

/** A 1×1 PNG. */
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
)
