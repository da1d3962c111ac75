import type { ByteRange } from './storage'

/**
 * Parses a Range header for a file of `size` bytes: the range to send, 'unsatisfiable' (416), or
 * null for "send it all" (no header, another unit, or several ranges, which we do not combine).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m) return null
  const [, from, to] = m
  if (from === '' && to === '') return null
  if (from === '') {
    // A suffix: the last N bytes.
    const n = Number(to)
    if (n === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(from)
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
