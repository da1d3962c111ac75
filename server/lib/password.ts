import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * scrypt cost. N = 2^15 takes ~0.1 s on a slow shared core: slow enough to hurt guessing, fast
 * enough for logins. The parameters are stored in each hash, so they can be raised later and
 * old hashes still verify.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes, or Node refuses the larger costs.
  const maxmem = 256 * (opts.N ?? COST.N) * (opts.r ?? COST.r) + 1024 * 1024
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$')
  if (kind !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/**
 * A hash of a random password, checked when the e-mail is unknown so that a wrong e-mail takes
 * as long as a wrong password and the timing does not tell which accounts exist.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
