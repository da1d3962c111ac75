import { HttpError } from './errors'

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

/** 400 naming the hosts allowed, unless the link (when given) is on one of them. */
export function assertLinkHost(field: string, link: string | null | undefined, hosts: readonly string[]): void {
  if (!link || allowedHostOf(link, hosts)) return
  let host = link
  try {
    host = new URL(link).hostname
  } catch {
    // Not a URL at all: the message names the text as given.
  }
  throw new HttpError(
    400,
    `${field}: must be a link on the video-editing app or a video platform (${hosts.join(', ')}); ${host} is not one of them`,
    'link_host_not_allowed',
  )
}
