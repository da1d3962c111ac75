import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from '../env'
import { TEST_VAPID_ENV } from '../test/vapid-env'
import { resolveVapidKeys } from './vapid'

const dir = mkdtempSync(path.join(tmpdir(), 'portal-vapid-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('resolveVapidKeys', () => {
  it('generates a key pair once into DATA_DIR, readable by its owner only, and keeps it', () => {
    const env = parseEnv({ DATA_DIR: dir })
    const first = resolveVapidKeys(env)
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    expect(statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600)
    expect(resolveVapidKeys(parseEnv({ DATA_DIR: dir }))).toEqual(first)
    expect(first.subject).toBe('mailto:no-reply@soundportal.local')
  })

  it('uses the configured keys and subject, and an https PUBLIC_URL as the default subject', () => {
    expect(resolveVapidKeys(parseEnv({ DATA_DIR: dir, ...TEST_VAPID_ENV }))).toEqual({
      publicKey: TEST_VAPID_ENV.VAPID_PUBLIC_KEY,
      privateKey: TEST_VAPID_ENV.VAPID_PRIVATE_KEY,
      subject: TEST_VAPID_ENV.VAPID_SUBJECT,
    })
    expect(resolveVapidKeys(parseEnv({ DATA_DIR: dir, PUBLIC_URL: 'https://portal.example.com/app' })).subject).toBe('https://portal.example.com')
  })
})
