import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The shared secret the portal presents to the wallet service (header x-wallet-key): env
 * WALLET_SERVICE_KEY when the wallet runs apart; otherwise derived from the token-signing key,
 * so an embedded deployment needs no extra setting, and a leaked service key is not the JWT key.
 */
export function walletServiceKey(configured: string | undefined, jwtSecret: Uint8Array): string {
  return configured ?? createHmac('sha256', jwtSecret).update('sound-portal wallet service key v1').digest('base64url')
}

/** Constant-time comparison (of digests, so different lengths take the same time too). */
export function serviceKeyMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}
