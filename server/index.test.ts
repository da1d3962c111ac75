import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env'
import { TEST_VAPID_ENV } from './test/vapid-env'

/** Starts the real server entry with the given environment and returns what it printed. */
function start(env: Record<string, string>) {
  const { DATABASE_URL: _omit, ...base } = process.env
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...base, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-cfg-')), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter((l) => l.trim() && !l.includes('npm warn'))
  return { status: run.status, lines }
}

describe('bad configuration stops the server with one clear line', () => {
  it('PORT=abc', () => {
    const { status, lines } = start({ PORT: 'abc' })
    expect(status).toBe(1)
    expect(lines).toEqual(['Invalid configuration: PORT must be a whole number from 0 to 65535'])
  })

  it('a DATABASE_URL that is not a PostgreSQL URL', () => {
    const { status, lines } = start({ DATABASE_URL: 'mysql://localhost/db', JWT_SECRET: 'x'.repeat(40) })
    expect(status).toBe(1)
    expect(lines).toEqual(['Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL'])
  })

  it('a DATABASE_URL nothing answers at, with the password hidden', () => {
    const { status, lines } = start({ DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/portal', JWT_SECRET: 'x'.repeat(40), ...TEST_VAPID_ENV })
    expect(status).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^Cannot use the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/portal: /)
    expect(lines[0]).not.toContain('secret')
  })
})

describe('parseEnv', () => {
  it('has defaults for the embedded setup', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(8080)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080)
  })

  it('requires a shared JWT secret with PostgreSQL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://localhost/db' })).toThrow(ConfigError)
    expect(() => parseEnv({ DATABASE_URL: 'postgres://localhost/db' })).toThrow(/JWT_SECRET/)
  })

  it('requires shared VAPID keys with PostgreSQL, and well-formed ones', () => {
    const pg = { DATABASE_URL: 'postgres://localhost/db', JWT_SECRET: 'x'.repeat(40) }
    expect(() => parseEnv(pg)).toThrow('Invalid configuration: VAPID_PUBLIC_KEY is required when DATABASE_URL is set')
    expect(parseEnv({ ...pg, ...TEST_VAPID_ENV }).VAPID_SUBJECT).toBe(TEST_VAPID_ENV.VAPID_SUBJECT)
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: TEST_VAPID_ENV.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY and VAPID_PUBLIC_KEY are set together/)
    expect(() => parseEnv({ ...TEST_VAPID_ENV, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY must be a P-256 private key in base64url/)
    expect(() => parseEnv({ VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/)
    expect(() => parseEnv({ PUSH_ENDPOINT_HOSTS: 'push.example.com,bad host' })).toThrow(/PUSH_ENDPOINT_HOSTS/)
  })
})
