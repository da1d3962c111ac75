import { createServer, connect, type Server, type Socket } from 'node:net'

/** A connection's character: round trip (ms) and throughput each way (bytes per second). */
export interface LinkProfile {
  name: string
  rttMs: number
  downBytesPerSec: number
  upBytesPerSec: number
}

/**
 * Chromium DevTools' "Slow 4G" preset (devtools-frontend, core/sdk/NetworkManager.ts,
 * `Slow4GConditions`, named "Fast 3G" before Chrome 121): download 1.6 Mbit/s x 0.9,
 * upload 750 kbit/s x 0.9, latency 150 ms x 3.75 = 562.5 ms.
 */
export const SLOW_4G: LinkProfile = { name: 'Slow 4G', rttMs: 150 * 3.75, downBytesPerSec: ((1.6 * 1e6) / 8) * 0.9, upBytesPerSec: ((750 * 1e3) / 8) * 0.9 }
/** The 3G-like connection: 300 ms round trip, 400 kbit/s each way. */
export const THREE_G: LinkProfile = { name: '3G-like', rttMs: 300, downBytesPerSec: (400 * 1e3) / 8, upBytesPerSec: (400 * 1e3) / 8 }

/** Bytes delivered to the browser, with the time each piece arrived (ms since the link opened). */
export interface Delivered {
  at: number
  bytes: number
}

export interface SlowLink {
  url: string
  delivered: Delivered[]
  /** Bytes delivered to the browser between two moments (ms since `performance.now()` origin of the link). */
  bytesBetween: (from: number, to: number) => number
  now: () => number
  close: () => Promise<void>
}

const PIECE = 4096

/**
 * A TCP proxy in front of the server that behaves like a slow mobile link for everything the
 * browser sends, the service worker's downloads included (DevTools' per-page network emulation
 * does not reach a service worker's own fetches). Each direction is one shared pipe: a piece
 * waits for the pipe to be free, takes its size / throughput to send, then half a round trip
 * to arrive. A new connection costs one round trip before its first byte goes out (the TCP
 * handshake the local proxy would otherwise make free).
 */
export async function openSlowLink(target: string, profile: LinkProfile): Promise<SlowLink> {
  const upstream = new URL(target)
  const started = performance.now()
  const now = () => performance.now() - started
  const delivered: Delivered[] = []
  const busyUntil = { up: 0, down: 0 }
  const sockets = new Set<Socket>()

  const pipe = (from: Socket, to: Socket, dir: 'up' | 'down', readyAt: number) => {
    const rate = (dir === 'up' ? profile.upBytesPerSec : profile.downBytesPerSec) / 1000
    let lastArrival = readyAt
    // One ordered queue per direction of a connection, drained by one timer: separate timers
    // could fire out of order and reorder the stream.
    const queue: { arrival: number; piece: Buffer | null }[] = []
    let timer: NodeJS.Timeout | null = null
    const drain = () => {
      timer = null
      while (queue.length && queue[0]!.arrival <= now()) {
        const { piece } = queue.shift()!
        if (to.destroyed) return
        if (piece === null) to.end()
        else {
          to.write(piece)
          if (dir === 'down') delivered.push({ at: now(), bytes: piece.length })
        }
      }
      if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0]!.arrival - now()))
    }
    const push = (arrival: number, piece: Buffer | null) => {
      queue.push({ arrival, piece })
      if (!timer) timer = setTimeout(drain, Math.max(0, queue[0]!.arrival - now()))
    }
    from.on('data', (chunk: Buffer) => {
      for (let i = 0; i < chunk.length; i += PIECE) {
        const piece = chunk.subarray(i, i + PIECE)
        const start = Math.max(now(), busyUntil[dir])
        busyUntil[dir] = start + piece.length / rate
        lastArrival = Math.max(busyUntil[dir] + profile.rttMs / 2, lastArrival)
        push(lastArrival, piece)
      }
    })
    from.on('end', () => push(lastArrival, null))
    from.on('error', () => to.destroy())
  }

  const server: Server = createServer((client) => {
    const remote = connect(Number(upstream.port), upstream.hostname)
    sockets.add(client).add(remote)
    client.on('close', () => sockets.delete(client))
    remote.on('close', () => sockets.delete(remote))
    const handshakeDone = now() + profile.rttMs
    pipe(client, remote, 'up', handshakeDone)
    pipe(remote, client, 'down', handshakeDone)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    now,
    bytesBetween: (from, to) => delivered.filter((d) => d.at >= from && d.at <= to).reduce((n, d) => n + d.bytes, 0),
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
