import { HttpError } from './errors'
import { allowedHostOf } from './social-url'

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
