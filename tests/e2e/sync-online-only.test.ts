import { afterEach, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { storeRows } from './device-store'
import { api, apiSession, newAccount, openSignedIn } from './portal'

// "Look up account name" needs the bank's answer now: it is never queued for later. When its
// answer is lost on the way back, the form says plainly that the server could not be reached and
// offers to try again — no raw "Unexpected answer", nothing waiting in the outbox.

const baseURL = inject('baseURL')
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.'

/** Writes waiting in the device's outbox, read from IndexedDB as the app stores them. */
const outboxCount = async (s: BrowserSession) => (await storeRows(s.page, 'outbox')).length

describe('online-only calls', () => {
  it('a lost answer to the account-name lookup says the server could not be reached, queues nothing, and the form tries again', async () => {
    const user = await newAccount(baseURL, 'brand')
    s = await openSignedIn(baseURL, await apiSession(baseURL, user.email))
    const { page, context } = s
    await page.goto('/transactions')
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Guaranty Trust Bank' })
    await page.getByLabel('Account number').fill('0123456789')

    // The request reaches the server; its answer never comes back.
    let lost = 0
    await context.route('**/api/auth/bank-add-init', async (route) => {
      await route.fetch()
      lost += 1
      await route.abort('connectionreset')
    })
    await page.getByRole('button', { name: 'Look up account name' }).click()
    const alert = page.getByRole('alert').filter({ hasText: UNREACHABLE })
    await alert.waitFor({ timeout: 30_000 })
    expect(lost).toBe(1)
    expect(await page.getByText('Unexpected answer').count()).toBe(0)
    expect(await outboxCount(s)).toBe(0)

    // The connection is back: "Try again" looks the name up and the user confirms it.
    await context.unroute('**/api/auth/bank-add-init')
    await alert.getByRole('button', { name: 'Try again' }).click()
    const panel = page.getByTestId('bank-confirm')
    await panel.waitFor()
    await panel.getByRole('button', { name: 'Confirm account' }).click()
    const confirmed = async () =>
      (await api<{ accounts: Array<{ accountNumber: string; status: string }> }>(baseURL, user.token, '/auth/get-banks-list')).accounts.filter((a) => a.status === 'confirmed')
    await expect.poll(async () => (await confirmed()).map((a) => a.accountNumber), { timeout: 30_000 }).toEqual(['0123456789'])
    expect(await page.getByRole('alert').filter({ hasText: UNREACHABLE }).count()).toBe(0)
    expect(await outboxCount(s)).toBe(0)
  })
})
