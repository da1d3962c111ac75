import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The visitor cookie and the click token of a tracking link, both signed with a key derived from
 * the server's secret (every process behind a load balancer shares it, so any one can check what
 * another signed). A derived key, so a click signature can never pass for an access token.
 */
export const VISITOR_COOKIE = 'sp_visitor'
/** Long-lived: 400 days is the most browsers keep a cookie. */
export const VISITOR_COOKIE_MAX_AGE = 400 * 24 * 60 * 60

const keys = new WeakMap<Uint8Array, Buffer>()
function keyOf(secret: Uint8Array): Buffer {
  let key = keys.get(secret)
  if (!key) {
    key = createHmac('sha256', secret).update('click-signing-v1').digest()
    keys.set(secret, key)
  }
  return key
}

const mac = (secret: Uint8Array, text: string) => createHmac('sha256', keyOf(secret)).update(text).digest('base64url')

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A new visitor: a random id and the cookie value that carries it (`<id>.<signature>`). */
export function newVisitor(secret: Uint8Array): { id: string; cookie: string } {
  const id = randomBytes(18).toString('base64url')
  return { id, cookie: `${id}.${mac(secret, `visitor|${id}`)}` }
}

/** The visitor id in a cookie value, or null when it is missing, malformed or not signed by us. */
export function visitorOf(secret: Uint8Array, cookie: string | undefined): string | null {
  const m = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(cookie ?? '')
  if (!m) return null
  return sameText(m[2]!, mac(secret, `visitor|${m[1]}`)) ? m[1]! : null
}

export interface ClickClaim {
  soundId: string
  creatorId: string
  visitorId: string
}

const claimText = (c: ClickClaim, expires: number) => `click|${c.soundId}|${c.creatorId}|${c.visitorId}|${expires}`

/** A click token (`<expiry seconds>.<signature>`) bound to one sound, creator and visitor. */
export function signClickToken(secret: Uint8Array, claim: ClickClaim, ttlSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds
  return `${expires}.${mac(secret, claimText(claim, expires))}`
}

export type TokenCheck = 'ok' | 'invalid' | 'expired'

/** Whether the token was signed here for exactly this sound, creator and visitor, and is still alive. */
export function checkClickToken(secret: Uint8Array, token: string, claim: ClickClaim, now = Date.now()): TokenCheck {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return 'invalid'
  const expires = Number(m[1])
  if (!sameText(m[2]!, mac(secret, claimText(claim, expires)))) return 'invalid'
  return expires * 1000 > now ? 'ok' : 'expired'
}
