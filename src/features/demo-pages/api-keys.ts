export type KeyAccess = 'Full Control' | 'Read Only' | 'Read and Write'

export interface ApiKey {
  id: string
  name: string
  access: KeyAccess
  key: string
  created: string
}

/** A random key in the format the page shows: groups of four upper-case hex digits. */
export function newKeyValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').toUpperCase()
  return hex.match(/.{4}/g)?.join('-') ?? hex
}

/** The key with all but its last group hidden. */
export function maskKey(key: string): string {
  return key.replace(/[0-9A-F]{4}(?=-)/g, '••••')
}

export const SAMPLE_KEYS: ApiKey[] = [
  { id: 'k1', name: 'Server key 1', access: 'Full Control', key: '23EF-AB32-8C9D-41BA-77F0-2D19', created: '2024-03-28 12:48:00' },
  { id: 'k2', name: 'Server key 2', access: 'Read Only', key: 'BB98-11FE-02AC-9E40-5D6B-C3A1', created: '2024-02-12 09:02:00' },
  { id: 'k3', name: 'Mobile app', access: 'Read and Write', key: '4C0D-72AF-E8B3-1A95-60D2-FF47', created: '2024-01-05 17:30:00' },
]
