import { isIP } from 'node:net'

/**
 * The push services a subscription's endpoint may point at (PUSH_ENDPOINT_HOSTS adds to them):
 * Chrome and Android (Firebase Cloud Messaging), Firefox (Mozilla), Safari and iOS (Apple), Edge
 * (Windows). `*.` covers the subdomains only. A push endpoint is a request this server makes, so
 * nothing else is ever sent to.
 */
export const PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'] as const

/** 127.0.0.0/8, ::1 and localhost: the only hosts plain http is allowed to (a test's push service). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host === '::1') return true
  return isIP(host) === 4 && host.startsWith('127.')
}

const listed = (hostname: string, hosts: readonly string[]) =>
  hosts.some((h) => (h.startsWith('*.') ? hostname.endsWith(h.slice(1)) && hostname.length > h.length - 1 : hostname === h))

/**
 * Why an endpoint may not be used, or null when it may: https on a listed push service host (a
 * listed loopback host may be plain http), no user name or password, the default port except on
 * loopback.
 */
export function refusePushEndpoint(endpoint: string, hosts: readonly string[]): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The push endpoint is not a URL'
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const loopback = isLoopback(hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) return 'The push endpoint must be an https:// URL'
  if (url.username || url.password) return 'The push endpoint must not carry a user name or password'
  if (!listed(hostname, hosts)) return `The push endpoint's host ${hostname} is not a known push service (Google, Mozilla, Apple or Microsoft)`
  if (url.port && !loopback) return 'The push endpoint must use the default https port'
  return null
}
