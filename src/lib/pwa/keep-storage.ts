/**
 * Asking the browser to keep what the app stores (the outbox of changes not sent yet, the
 * mirrored lists, the cached app): without it, storage is "best effort" and the browser may clear
 * it when the device runs low on space. Asked once after the first sign-in, and at once in an
 * installed app (display-mode standalone), where the browser is most willing to say yes.
 */

/** localStorage: the answer, and whether it was asked from the installed app. */
export const PERSIST_ASKED_KEY = 'storagePersistAsked'

interface Asked {
  kept: boolean
  installed: boolean
}

export interface StorageState {
  /** True when the browser keeps the data until the user removes it; null where it cannot say. */
  kept: boolean | null
  /** Bytes in use and bytes available to the app, as the browser estimates them. */
  usage: number | null
  quota: number | null
}

type StorageApi = Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>

const storageApi = (): StorageApi | null => (typeof navigator !== 'undefined' && typeof navigator.storage?.persist === 'function' ? navigator.storage : null)

/** Opened from the home screen (an installed app), not a browser tab. */
export function isInstalledApp(): boolean {
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

function readAsked(store: Storage): Asked | null {
  try {
    const value = JSON.parse(store.getItem(PERSIST_ASKED_KEY) ?? 'null') as Asked | null
    return value && typeof value.kept === 'boolean' ? value : null
  } catch {
    return null
  }
}

/**
 * Asks `persist()` unless it was asked before: once, remembered in `store`. A "no" from a browser
 * tab is asked once more when the app runs installed (browsers grant installed apps more readily).
 * Answers what the browser said, or null when it was not asked (already asked, or no such API).
 */
export async function askToKeepStorage(o: { api?: StorageApi | null; store?: Storage; installed?: boolean } = {}): Promise<boolean | null> {
  const api = o.api === undefined ? storageApi() : o.api
  const store = o.store ?? localStorage
  const installed = o.installed ?? isInstalledApp()
  if (!api) return null
  const asked = readAsked(store)
  if (asked && (asked.kept || asked.installed || !installed)) return null
  // Remembered before the answer comes: two tabs starting together do not both ask.
  store.setItem(PERSIST_ASKED_KEY, JSON.stringify({ kept: false, installed }))
  const kept = (await api.persisted().catch(() => false)) || (await api.persist().catch(() => false))
  store.setItem(PERSIST_ASKED_KEY, JSON.stringify({ kept, installed } satisfies Asked))
  return kept
}

/** Whether the data is kept, and how much is used of what is available. */
export async function readStorageState(api: StorageApi | null = storageApi()): Promise<StorageState> {
  if (!api) return { kept: null, usage: null, quota: null }
  const [kept, estimate] = await Promise.all([api.persisted().catch(() => null), api.estimate().catch(() => null)])
  return { kept, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null }
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const

/** 1536 → "1.5 KB"; decimal units, as phones show their storage. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000
    unit++
  }
  if (unit === 0) return `${Math.round(value)} ${value === 1 ? 'byte' : 'bytes'}`
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${UNITS[unit]}`
}
