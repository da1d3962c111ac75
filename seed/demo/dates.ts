import { SEED_ANCHOR } from './version'

const DAY = 24 * 60 * 60 * 1000
const anchor = Date.parse(SEED_ANCHOR)

/** An ISO timestamp `days` (may be fractional or negative) after the seed anchor. */
export function anchorIso(days: number): string {
  return new Date(anchor + days * DAY).toISOString()
}

/** A `yyyy-MM-dd` date `days` after the seed anchor. */
export function anchorDate(days: number): string {
  return anchorIso(days).slice(0, 10)
}

/** A `yyyy-MM-dd` date in the anchor month (used for calendar events). */
export function anchorMonthDay(day: number): string {
  return `${SEED_ANCHOR.slice(0, 8)}${String(day).padStart(2, '0')}`
}

/** `yyyy-MM-dd HH:mm:ss`, the specification's date format, for a fixed UTC instant. */
export function formatSeedDateTime(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ')
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
