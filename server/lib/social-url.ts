import { SOCIAL_HOSTS } from './account-values'

/**
 * The known short-video host an https profile link points at (e.g. 'tiktok.com'), or null.
 * Pure, so the request schema and the server agree; subdomains such as www. and m. count.
 */
export function socialHostOf(link: string): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase()
  return SOCIAL_HOSTS.find((known) => host === known || host.endsWith(`.${known}`)) ?? null
}
