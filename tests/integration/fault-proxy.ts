import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * What the proxy does to one request on its way between the app and the portal server:
 * - `pass`: forward it and relay the answer;
 * - `drop`: cut the connection before anything reaches the server;
 * - `hang`: keep the connection open and never answer (the client times out; the server never sees it);
 * - `status`: answer itself with this status (a 500/503 from a struggling gateway);
 * - `lose-response`: forward it, wait for the server's whole answer (it has committed), then cut
 *   the connection so the answer never reaches the client;
 * - `hang-after-forward`: forward it, let the server commit, and never relay the answer;
 * - `delay`: hold it for `ms` before forwarding (a retry sent meanwhile overtakes it).
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'drop' }
  | { kind: 'hang' }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'lose-response' }
  | { kind: 'hang-after-forward' }
  | { kind: 'delay'; ms: number }

export interface ProxiedRequest {
  method: string
  path: string
  /** The Idempotency-Key header, if any. */
  key: string | null
  /** How many requests with this key came before this one. */
  attempt: number
  /** Position among all requests through the proxy. */
  index: number
}

export interface LogEntry extends ProxiedRequest {
  fault: Fault['kind']
  /** The server's status when the server answered (even if the client never got it). */
  status?: number
  replayed?: boolean
}

export interface FaultProxy {
  url: string
  /** Chooses a fault per request (default: pass everything). */
  plan: (req: ProxiedRequest) => Fault
  /** Runs after the server answered a forwarded request, before the answer goes on. */
  afterServer?: (req: ProxiedRequest, status: number) => void | Promise<void>
  log: LogEntry[]
  /** Response bytes written to clients (status line, headers and body). */
  bytesToClient: number
  /** Forwarded requests still on their way (delayed ones included). */
  settled: () => Promise<void>
  /** Sends what follows to another server (a restarted one on a new port). */
  retarget: (target: string) => void
  close: () => Promise<void>
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

const headerBytes = (status: number, headers: IncomingHttpHeaders) =>
  `HTTP/1.1 ${status}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${String(v)}\r\n`).join('')}\r\n`.length

/** A node:http proxy in front of `target` (e.g. `http://127.0.0.1:4321`) that injects faults. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let upstream = new URL(target)
  const sockets = new Set<Socket>()
  const inFlight = new Set<Promise<unknown>>()
  const attempts = new Map<string, number>()
  let index = 0

  const forward = (req: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const out = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
        (res) => void readAll(res).then((b) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: b }), reject),
      )
      out.on('error', reject)
      out.end(body)
    })

  async function handle(req: IncomingMessage, res: ServerResponse, proxy: FaultProxy) {
    const body = await readAll(req)
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null
    const attempt = key ? (attempts.get(key) ?? 0) : 0
    if (key) attempts.set(key, attempt + 1)
    const info: ProxiedRequest = { method: req.method ?? 'GET', path: req.url ?? '/', key, attempt, index: index++ }
    const fault = proxy.plan(info)
    const entry: LogEntry = { ...info, fault: fault.kind }
    proxy.log.push(entry)
    switch (fault.kind) {
      case 'drop':
        return req.socket.destroy()
      case 'hang':
        return
      case 'status': {
        const text = JSON.stringify(fault.body ?? { message: `Injected ${fault.status}` })
        const headers = { 'content-type': 'application/json', ...fault.headers }
        proxy.bytesToClient += headerBytes(fault.status, headers) + text.length
        return res.writeHead(fault.status, headers).end(text)
      }
      case 'delay':
        await new Promise((r) => setTimeout(r, fault.ms))
        break
    }
    const answer = await forward(req, body)
    entry.status = answer.status
    entry.replayed = answer.headers['idempotent-replayed'] === 'true'
    await proxy.afterServer?.(info, answer.status)
    if (fault.kind === 'lose-response') return req.socket.destroy()
    if (fault.kind === 'hang-after-forward' || res.destroyed || req.socket.destroyed) return
    proxy.bytesToClient += headerBytes(answer.status, answer.headers) + answer.body.length
    res.writeHead(answer.status, answer.headers).end(answer.body)
  }

  const proxy: FaultProxy = {
    url: '',
    plan: () => ({ kind: 'pass' }),
    log: [],
    bytesToClient: 0,
    settled: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight])
    },
    retarget: (next) => {
      upstream = new URL(next)
    },
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = createServer((req, res) => {
    const job = handle(req, res, proxy).catch(() => {
      if (!res.headersSent && !res.destroyed) res.writeHead(502).end()
    })
    inFlight.add(job)
    void job.finally(() => inFlight.delete(job))
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}

/** A plan giving the first attempt of every keyed request this fault, and passing the rest. */
export const firstAttempt = (fault: Fault) => (req: ProxiedRequest): Fault => (req.key && req.attempt === 0 ? fault : { kind: 'pass' })

/** A plan that applies these faults to the keyed requests in turn, then passes. */
export function sequence(...faults: Fault[]) {
  const queue = [...faults]
  return (req: ProxiedRequest): Fault => (req.key ? (queue.shift() ?? { kind: 'pass' }) : { kind: 'pass' })
}
