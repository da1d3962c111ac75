// What another app hands over through the system share sheet (the manifest's share target):
// `url`, `text` and `title`, as the browser fills them. TikTok and Instagram put the link inside
// `text` ("Check out my video! https://vm.tiktok.com/…"), YouTube usually in `url`; so every field
// is searched, `url` first.

export interface SharedParams {
  url?: string
  text?: string
  title?: string
}

const LINK = /https?:\/\/[^\s<>"']+/i
/** Punctuation that ends a sentence rather than the link ("…/video/123."). */
const TRAILING = /[.,;:!?)\]}»"']+$/

/** The first web link in what was shared, or null when none came. */
export function sharedLink(p: SharedParams): string | null {
  for (const field of [p.url, p.text, p.title]) {
    const match = typeof field === 'string' ? LINK.exec(field) : null
    if (match) return match[0].replace(TRAILING, '')
  }
  return null
}

/** The share target's query (strings only; anything else is ignored). */
export function sharedParamsOf(search: Record<string, unknown>): SharedParams {
  const out: SharedParams = {}
  for (const key of ['url', 'text', 'title'] as const) {
    const value = search[key]
    if (typeof value === 'string' && value) out[key] = value.slice(0, 4_000)
  }
  return out
}
