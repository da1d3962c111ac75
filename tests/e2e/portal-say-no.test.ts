import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import type { BrowserSession } from './browser'
import { apiSession, expectAccessible, newAccount, openSignedIn, type ApiSession } from './portal'

// Say no before, not after: what the server would refuse is disabled on the screen, with the
// reason next to it — a pending account, a creator without verified followers, a balance too small
// (said in money).

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

/** A new account left waiting for an admin's approval. */
async function pendingAccount(role: 'artist' | 'brand'): Promise<ApiSession> {
  const email = `${role}-${randomUUID().slice(0, 8)}@e2e.test`
  const res = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: `Waiting ${role}`, email, password: DEMO_PASSWORD, role }),
  })
  expect(res.status).toBe(201)
  const body = (await res.json()) as { accessToken: string; userData: Record<string, unknown> & { id: string } }
  expect(body.userData.approvalStatus).toBe('pending')
  return { token: body.accessToken, id: body.userData.id, userData: body.userData }
}

describe('actions that cannot succeed are disabled with the reason', () => {
  it('tells a pending artist and a pending brand why they cannot add songs, create requests or fund', async () => {
    s = await openSignedIn(baseURL, await pendingAccount('artist'))
    const { page } = s
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/Manage/addsong')
    await page.getByTestId('blocked-reason').getByText('Your artist account is awaiting approval by an admin; you can add songs once it is approved.').waitFor()
    expect(await page.getByRole('button', { name: 'Add song' }).isDisabled()).toBe(true)
    await page.goto('/transactions')
    const fund = page.getByRole('button', { name: 'Fund wallet' })
    await fund.waitFor()
    expect(await fund.isDisabled()).toBe(true)
    await page.getByText('Your artist account is awaiting approval by an admin; you can add money to your wallet once it is approved.').waitFor()
    await expectAccessible(page, 'pending artist wallet')
    await s.close()

    s = await openSignedIn(baseURL, await pendingAccount('brand'))
    await s.page.setViewportSize({ width: 360, height: 800 })
    await s.page.goto('/brandform')
    await s.page.getByTestId('blocked-reason').getByText('Your brand account is awaiting approval by an admin; you can create requests once it is approved.').waitFor()
    expect(await s.page.getByRole('button', { name: 'Create request' }).isDisabled()).toBe(true)
  }, 180_000)

  it('tells an approved brand its balance is too small, in money', async () => {
    const brand = await newAccount(baseURL, 'brand')
    s = await openSignedIn(baseURL, await apiSession(baseURL, brand.email))
    const { page } = s
    await page.goto('/brandformscript')
    await page.getByTestId('budget-available').filter({ hasText: '₦0.00' }).waitFor({ timeout: 30_000 })
    const create = page.getByRole('button', { name: 'Create request' })
    expect(await create.isDisabled()).toBe(false)
    await page.getByLabel('Slots').fill('3')
    await page.getByLabel(/^Pay per video/).fill('1,500')
    const reason = page.getByTestId('submit-reason')
    await reason.waitFor()
    expect(await reason.textContent()).toBe('Your available balance (₦0.00) does not cover this budget of ₦4,500.00.')
    expect(await reason.textContent()).not.toMatch(/minor units|kobo/)
    expect(await create.isDisabled()).toBe(true)
    expect(await create.getAttribute('aria-describedby')).toBe(await reason.getAttribute('id'))
  }, 180_000)

  it('tells a creator without verified followers why a slot cannot be held', async () => {
    const creator = await newAccount(baseURL, 'tiktoker', { verified: false })
    s = await openSignedIn(baseURL, await apiSession(baseURL, creator.email))
    const { page } = s
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/Manage/soundslist')
    const hold = page.getByRole('button', { name: /^Hold a slot on / }).first()
    await hold.waitFor({ timeout: 30_000 })
    expect(await hold.isDisabled()).toBe(true)
    const reason = page.getByTestId('submit-reason').first()
    expect(await reason.textContent()).toBe('Only creators with verified followers can hold slots: ask for follower verification on your Profile.')
    await expectAccessible(page, 'sounds list for an unverified creator')
  }, 180_000)
})
