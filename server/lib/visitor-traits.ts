import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'

/**
 * The network an address belongs to, as one block an ordinary household, office or mobile user
 * gets: IPv4 /24 and IPv6 /64. Rotating addresses inside one block stays one network.
 */
export function networkOf(ip: string): string {
  const bare = ip.trim().replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)
  const v4 = mapped ? mapped[1]! : bare
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  if (isIPv6(bare)) return `${expandV6(bare).slice(0, 4).join(':')}::/64`
  return 'unknown'
}

/** The eight hextets of an IPv6 address (an embedded IPv4 tail becomes two). */
function expandV6(ip: string): string[] {
  let text = ip.toLowerCase()
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = text.slice(0, tail.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map((h) => h.replace(/^0+(?=.)/, ''))
}

/** What is stored for a network: a hash, so the clicks table holds no addresses. */
export const networkKey = (network: string) => createHash('sha256').update(`net|${network}`).digest('hex').slice(0, 32)

/** The visitor id as stored: a hash of the cookie's random id. */
export const visitorKey = (visitorId: string) => createHash('sha256').update(`visitor|${visitorId}`).digest('hex')

const AUTOMATED =
  /bot(?![a-z])|crawl|spider|slurp|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|curl|wget|python|aiohttp|httpx|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww|scrapy|httpclient|facebookexternalhit|whatsapp|preview|monitor|pingdom|uptime|feedfetcher|postman|insomnia|powershell/i

/**
 * Known bots, link previewers, scripts and headless browsers, and requests with no real
 * User-Agent: their visits are sent on but never counted. (A phone brand, CUBOT, is not a bot.)
 */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  const ua = (userAgent ?? '').replace(/cubot/gi, '').trim()
  return ua.length < 12 || AUTOMATED.test(ua)
}
