import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface Device {
  endpoint: string
  publicKey: Buffer
  auth: Buffer
  decrypt: (body: Buffer) => Buffer
  /** As PushSubscriptionJSON: what the app posts to /api/push/subscriptions. */
  json: () => { endpoint: string; keys: { p256dh: string; auth: string } }
}

/**
 * RFC 8291 (aes128gcm, RFC 8188) decryption of one push message with the device's keys, as a
 * browser does it: ECDH with the sender's key from the header, HKDF with the auth secret, then
 * AES-128-GCM over the single record and its padding taken off.
 */
function decryptWith(ecdh: ReturnType<typeof createECDH>, auth: Buffer, body: Buffer): Buffer {
  const salt = body.subarray(0, 16)
  const idLength = body[20]!
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('The last record does not end with the 0x02 delimiter')
  return padded.subarray(0, end)
}

export function makeDevice(endpoint: string): Device {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    endpoint,
    publicKey: ecdh.getPublicKey(),
    auth,
    decrypt: (body) => decryptWith(ecdh, auth, body),
    json: () => ({ endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }),
  }
}

export interface VapidClaims {
  aud: string
  exp: number
  sub: string
}

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): the key is `publicKey`, the
 * JWT is ES256-signed by it; returns its claims (the caller checks aud and exp).
 */
export function verifyVapid(authorization: string, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`)
  const [, token, k] = match as unknown as [string, string, string]
  if (k !== publicKey) throw new Error('The VAPID key is not the server key')
  const raw = Buffer.from(k, 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' })
  const [header, payload, signature] = token.split('.') as [string, string, string]
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg
  if (alg !== 'ES256') throw new Error(`The VAPID JWT is signed with ${alg}`)
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  if (!valid) throw new Error('The VAPID signature does not verify')
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims
}

export interface PushRequest {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * A push service on loopback (plain http, listed in PUSH_ENDPOINT_HOSTS as 127.0.0.1): records
 * every request; `answer` chooses the status per request path (201 by default).
 */
export async function startPushService(): Promise<{
  origin: string
  requests: PushRequest[]
  answer: (status: (path: string) => number) => void
  close: () => Promise<void>
}> {
  const requests: PushRequest[] = []
  let status = (_path: string) => 201
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(status(req.url ?? '')).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (s) => void (status = s),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
