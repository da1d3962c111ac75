import type { Context } from 'hono'

/**
 * The client's address for rate limiting. X-Forwarded-For is trusted only as far as the
 * configured number of proxy hops, because a client can put anything at its left end.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const candidate = hops[hops.length - trustedHops]
    if (candidate) return candidate
  }
  // @hono/node-server passes the Node request as c.env.incoming; tests through app.request have none.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}

/** Whether the request came over HTTPS (directly, or through a trusted proxy that says so). */
export function isHttps(c: Context, trustedHops: number): boolean {
  const proto = trustedHops > 0 ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined
  return (proto ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}
