import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { videoIdentity } from '../lib/video-identity'
import { normalizeVideoLink } from '../lib/video-url'

/** A video the fake platform knows, and how it answers for it. */
export interface FakeVideo {
  /** The account that posted it (a handle, without @). */
  author?: string
  title?: string
  /** Answer with this error status instead (404, 400, 401 …): the platform has no such public video. */
  status?: number
  /** Wait this long before answering (beyond the checker's timeout, it never answers in time)… */
  delayMs?: number
  /** …for only the first this many requests. */
  slowFirst?: number
  /** The first this many requests for it fail with a 500. */
  failFirst?: number
  /** Every request for it fails with a 500. */
  down?: boolean
}

/** One request the fake platform received. */
export interface FakeRequest {
  path: string
  /** The `url` query parameter: the video asked about. */
  url: string | null
  /** Meta's `access_token`. */
  token: string | null
}

/**
 * A stand-in for TikTok's, YouTube's and Meta's oEmbed endpoints on 127.0.0.1 (a random port),
 * answering in their documented shapes for the videos a test registers (by identity key, such as
 * `tiktok:<id>`), and 404 (TikTok 400, Meta 400 with code 100) for any other. It counts and keeps
 * every request, so a test can tell how often a video was looked up and what was asked.
 */
export async function startFakePlatform() {
  const videos = new Map<string, FakeVideo & { served: number }>()
  const requests: FakeRequest[] = []
  let origin = ''

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  function answer(req: IncomingMessage, res: ServerResponse) {
    const u = new URL(req.url ?? '/', origin)
    const asked = u.searchParams.get('url')
    requests.push({ path: u.pathname, url: asked, token: u.searchParams.get('access_token') })
    const key = asked ? videoIdentity(normalizeVideoLink(asked) ?? asked) : null
    const v = key ? videos.get(key) : undefined
    const platform = u.pathname.split('/')[1]
    const nth = v ? (v.served += 1) : 0
    const reply = () => {
      if (v && (v.down || nth <= (v.failFirst ?? 0))) return json(res, 500, { message: 'Internal error' })
      if (platform === 'meta' && !u.searchParams.get('access_token')) return json(res, 400, { error: { message: 'An access token is required', type: 'OAuthException', code: 190 } })
      if (!v || v.status) {
        const status = v?.status ?? (platform === 'youtube' ? 404 : 400)
        if (platform === 'meta') return json(res, status, { error: { message: 'Invalid parameter', type: 'OAuthException', code: 100 } })
        if (platform === 'youtube') return res.writeHead(status, { 'content-type': 'text/html' }).end(status === 404 ? 'Not Found' : 'Unauthorized')
        return json(res, status, { code: status, message: 'Something went wrong', status_msg: 'Something went wrong' })
      }
      const id = key!.slice(key!.indexOf(':') + 1)
      const thumb = `${origin}/thumbs/${encodeURIComponent(id)}.jpg`
      if (platform === 'tiktok') {
        return json(res, 200, {
          version: '1.0',
          type: 'video',
          title: v.title ?? '',
          author_url: `https://www.tiktok.com/@${v.author}`,
          author_name: v.author,
          width: '100%',
          height: '100%',
          html: `<blockquote class="tiktok-embed" cite="${asked}" data-video-id="${id}"></blockquote>`,
          thumbnail_width: 576,
          thumbnail_height: 1024,
          thumbnail_url: thumb,
          provider_url: 'https://www.tiktok.com',
          provider_name: 'TikTok',
          author_unique_id: v.author,
          embed_product_id: id,
          embed_type: 'video',
        })
      }
      if (platform === 'youtube') {
        return json(res, 200, {
          title: v.title ?? '',
          author_name: v.author,
          author_url: `https://www.youtube.com/@${v.author}`,
          type: 'video',
          height: 113,
          width: 200,
          version: '1.0',
          provider_name: 'YouTube',
          provider_url: 'https://www.youtube.com/',
          thumbnail_height: 360,
          thumbnail_width: 480,
          thumbnail_url: thumb,
          html: `<iframe src="https://www.youtube.com/embed/${id}"></iframe>`,
        })
      }
      // Meta's oEmbed since November 2025: no author, author link or thumbnail.
      return json(res, 200, { version: '1.0', provider_name: u.pathname.endsWith('instagram_oembed') ? 'Instagram' : 'Facebook', provider_url: 'https://www.instagram.com/', type: 'rich', width: 658, html: '<blockquote></blockquote>' })
    }
    if (v?.delayMs && nth <= (v.slowFirst ?? Infinity)) setTimeout(reply, v.delayMs)
    else reply()
  }

  const server = createServer(answer)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    origin,
    /** The settings that point a test server's checks here (lookups time out after 1.5 s, long enough for a busy machine; retries come at once). */
    env: {
      TIKTOK_OEMBED_URL: `${origin}/tiktok/oembed`,
      YOUTUBE_OEMBED_URL: `${origin}/youtube/oembed`,
      META_OEMBED_URL: `${origin}/meta/v26.0`,
      META_OEMBED_TOKEN: 'fake-app-id|fake-app-secret',
      VIDEO_CHECK_TIMEOUT_MS: '1500',
      VIDEO_CHECK_RETRY_MS: '0',
    } as Record<string, string>,
    /** Registers (or replaces) a video by identity key (`tiktok:<id>`, `youtube:<id>`, `instagram:<code>`). */
    add(key: string, video: FakeVideo) {
      videos.set(key, { ...video, served: 0 })
    },
    requests,
    /** Requests that asked about this video. */
    hits: (key: string) => requests.filter((r) => r.url && videoIdentity(normalizeVideoLink(r.url) ?? r.url) === key).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>

/**
 * For a test file: a fake platform and a test app whose video checks go to it, started before the
 * file's tests and closed after them; `use` receives both.
 */
export function withFakePlatform(use: (t: TestApp, fake: FakePlatform) => void): void {
  let opened: { t: TestApp; fake: FakePlatform } | undefined
  beforeAll(async () => {
    const fake = await startFakePlatform()
    opened = { fake, t: await createTestApp(fake.env) }
    use(opened.t, opened.fake)
  })
  afterAll(async () => {
    await opened?.t.close()
    await opened?.fake.close()
  })
}
