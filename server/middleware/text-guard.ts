import type { MiddlewareHandler } from 'hono'
import { badRequest } from '../lib/errors'

const NUL = '\u0000'

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL)
  if (Array.isArray(value)) return value.some(hasNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => k.includes(NUL) || hasNul(v))
  return false
}

/**
 * A NUL character in any text a client sends (query parameters, JSON fields and keys) is a 400
 * naming the field's place, before any handler sees it: PostgreSQL text cannot hold NUL, and
 * letting it reach the database would turn bad input into a server error. Multipart file names
 * are checked where the upload is parsed (lib/multipart.ts).
 */
export const refuseNulText: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url)
  if (/%00/i.test(url.pathname) || url.pathname.includes(NUL)) throw badRequest('The address contains a NUL character')
  for (const [name, value] of url.searchParams) {
    if (name.includes(NUL) || value.includes(NUL)) throw badRequest(`${name.replaceAll(NUL, '')}: text cannot contain a NUL character`)
  }
  if (c.req.method !== 'GET' && /\bjson\b/i.test(c.req.header('content-type') ?? '')) {
    const text = await c.req.text()
    if (text.includes(NUL)) throw badRequest('Text fields cannot contain a NUL character')
    if (/\\u0000/i.test(text)) {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = undefined
      }
      if (hasNul(parsed)) throw badRequest('Text fields cannot contain a NUL character')
    }
  }
  await next()
}
