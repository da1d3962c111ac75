import type { AppDB } from '../../src/db/db'
import { notFound } from './route'

export function paginate<T>(items: readonly T[], perPage: number, page: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}

/** Reads a dotted path such as `client.name`, own properties only. */
export function valueAt(item: unknown, path: string): unknown {
  let current: unknown = item
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

// Balances arrive both as numbers and as strings like "-$205.25"; they must sort as amounts.
const MONEY = /^(-)?\$?(-)?([\d,]+(?:\.\d+)?)$/

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value !== 'string') return null
  const match = MONEY.exec(value.trim())
  if (!match) return null
  const amount = Number((match[3] ?? '').replace(/,/g, ''))
  return match[1] || match[2] ? -amount : amount
}

/** Orders numbers and amounts numerically, text naturally, missing values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1
  if (b === undefined || b === null) return -1
  const na = asNumber(a)
  const nb = asNumber(b)
  if (na !== null && nb !== null) return na - nb
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' })
}

const isMissing = (value: unknown) => value === undefined || value === null

/** A sorted copy; ties keep their order and rows without the value stay last either way. */
export function sortByPath<T>(items: readonly T[], path: string, direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'desc' ? -1 : 1
  return [...items].sort((a, b) => {
    const va = valueAt(a, path)
    const vb = valueAt(b, path)
    if (isMissing(va) || isMissing(vb)) return compareValues(va, vb)
    return sign * compareValues(va, vb)
  })
}

/** Case-insensitive substring search over a few fields; an empty query matches everything. */
export function matchesQuery(query: string, ...values: unknown[]): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  return values.some((value) => value !== undefined && value !== null && String(value).toLowerCase().includes(needle))
}

export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1
}

/** A read-only sample object stored by the seed. */
export async function readDoc<T = unknown>(db: AppDB, key: string): Promise<T> {
  const row = await db.demoDocs.get(key)
  if (!row) throw notFound(`No demo data for ${key}`)
  return row.value as T
}

/** `yyyy-MM-dd HH:mm:ss` in local time, the date format of the specification (§9). */
export function formatDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}

export const DAY_MS = 24 * 60 * 60 * 1000

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}
