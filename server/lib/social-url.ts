import { SOCIAL_HOSTS } from './account-values'

/**
 * The known short-video host an https profile link points at (e.g. 'tiktok.com'), or null.
 * Pure, so the request schema and the server agree; subdomains such as www. and m. count.
 */
export const socialHostOf = (link: string): string | null => allowedHostOf(link, SOCIAL_HOSTS)

/**
 * The host of an https link when it is one of `hosts` or below one (`vm.tiktok.com` under
 * `tiktok.com`), else null. Read with the URL parser browsers use, so the host checked is the
 * host a redirect to the link reaches (`tiktok.com.evil.example`, `evil.example/tiktok.com` and
 * `user@` tricks all name evil.example). Ports and credentials are refused outright.
 */
export function allowedHostOf(link: string, hosts: readonly string[]): string | null {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase()
  return hosts.find((known) => host === known || host.endsWith(`.${known}`)) ?? null
}
