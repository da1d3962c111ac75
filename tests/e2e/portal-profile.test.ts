import { afterEach, describe, expect, it, inject } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import type { BrowserSession } from './browser'
import { apiSession, expectAccessible, newAccount, openSignedIn } from './portal'

// Profile: a verified creator sees their follower count and no request form, and anyone can
// change their password there.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

describe('Profile', () => {
  it('shows a verified creator their followers and changes the password', async () => {
    const creator = await newAccount(baseURL, 'tiktoker')
    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page } = s
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/account')
    await page.getByTestId('follower-count').getByText('12,000 followers').waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Request verification' }).count()).toBe(0)

    await page.getByLabel('Current password').fill(DEMO_PASSWORD)
    await page.getByLabel('New password (at least 8 characters)').fill('Changed-pass-123')
    await page.getByLabel('Confirm new password').fill('Changed-pass-123')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Password changed. Your other devices are signed out.').waitFor({ timeout: 30_000 })
    expect((await apiSession(baseURL, creator.email, 'Changed-pass-123')).id).toBe(creator.id)
    const old = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: creator.email, password: DEMO_PASSWORD }) })
    // The old password no longer signs in (the server's answer to any wrong password).
    expect(old.status).toBe(400)
    expect(((await old.json()) as { message: string }).message).toBe('Email or password is incorrect')
    await expectAccessible(page, 'Profile with the password form')
  }, 180_000)
})
