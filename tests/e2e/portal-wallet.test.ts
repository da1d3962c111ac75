import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { api, demoEmail, expectAccessible, screenshotBoth, signInAs, tokenOf } from './portal'

// The Transaction screen against the real server, with freshly registered users (so nothing here
// depends on what other tests did to the demo accounts): funding, a bank account confirmed by its
// resolved name, withdrawals, a refused withdrawal, funding offline, and the CSV export.

const baseURL = inject('baseURL')
const PASSWORD = 'Password123!'
let s: BrowserSession | undefined
afterEach(async () => {
  await s?.close()
  s = undefined
})

interface Balances {
  currency: string
  available: number
  escrow: number
  pendingPayout: number
}
interface Tx {
  id: string
  type: string
  amount: number
  direction: string
  status: string
  reference: string | null
  userId: string
}

async function register(role: 'brand' | 'tiktoker'): Promise<{ email: string; id: string; token: string }> {
  const email = `wallet-${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  const res = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: `Wallet ${role === 'brand' ? 'Brand' : 'Creator'} Tester`, email, password: PASSWORD, role }),
  })
  const text = await res.text()
  expect(res.status, text).toBe(201)
  const body = JSON.parse(text) as { accessToken: string; userData: { id: string } }
  // Only an approved account may fund its wallet (README "Security and fair play").
  await api(baseURL, await tokenOf(baseURL, demoEmail('admin')), '/auth/update-account-approval-status', { uid: body.userData.id, status: 'approved' })
  return { email, id: body.userData.id, token: body.accessToken }
}

const balances = (token: string) => api<Balances>(baseURL, token, '/auth/get-user-wallet', {})
const history = async (token: string, query = '') => (await api<{ transactions: Tx[] }>(baseURL, token, `/auth/get-all-transactions?perPage=100${query}`)).transactions

/** A CSV line's fields (RFC 4180 quoting). */
function csvLine(line: string): string[] {
  const out: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      out.push(field)
      field = ''
    } else field += c
  }
  out.push(field)
  return out
}

async function openWallet(page: Page, email: string): Promise<void> {
  await page.goto('/Home')
  await waitForController(page)
  await signInAs(page, email, PASSWORD)
  await page.goto('/transactions')
  await page.getByRole('heading', { name: 'Transaction', level: 1 }).waitFor()
}

const available = (page: Page) => page.getByTestId('balance-available')

/** Every queued wallet write has been answered (the balance shows no pending change). */
const settled = (page: Page) => expect.poll(() => available(page).getByText(/Waiting to be sent|Sending…|Waiting for sign-in/).count(), { timeout: 30_000 }).toBe(0)

async function fund(page: Page, amount: string): Promise<void> {
  await page.getByLabel('Amount (₦)', { exact: true }).first().fill(amount)
  await page.getByRole('button', { name: 'Fund wallet' }).click()
}

/** Adds the account through the two steps; returns the name the bank resolved. */
async function addBank(page: Page, accountNumber: string, screenshotName?: string): Promise<string> {
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Guaranty Trust Bank' })
  await page.getByLabel('Account number').fill(accountNumber)
  await page.getByRole('button', { name: 'Look up account name' }).click()
  const panel = page.getByTestId('bank-confirm')
  await panel.waitFor()
  const name = (await panel.locator('p').nth(1).textContent())?.trim() ?? ''
  expect(name).toMatch(/^\w+ \w+/)
  if (screenshotName) await screenshotBoth(page, screenshotName)
  await panel.getByRole('button', { name: 'Confirm account' }).click()
  await page.getByTestId('bank-accounts').getByText(name).waitFor()
  return name
}

describe('Transaction screen', () => {
  it('a new brand funds, adds a bank account, withdraws, is refused, funds offline and exports CSV', async () => {
    const user = await register('brand')
    s = await openBrowser(baseURL)
    const { page, context } = s
    await openWallet(page, user.email)
    await available(page).getByText('₦0.00', { exact: true }).waitFor()
    await page.getByText('No transactions yet').waitFor()

    // Fund through the screen: the sandbox credits at once.
    await page.getByLabel('Amount (₦)', { exact: true }).fill('1.234')
    await page.getByRole('button', { name: 'Fund wallet' }).click()
    await page.getByText(/at most 2 digits after the point/).waitFor()
    await fund(page, '5,000')
    await available(page).getByText('₦5,000.00', { exact: true }).waitFor({ timeout: 30_000 })
    await settled(page)
    await page.getByTestId('tx-row').filter({ hasText: 'Funding' }).filter({ hasText: '₦5,000.00' }).filter({ hasText: 'Completed' }).waitFor()
    expect(await balances(user.token)).toMatchObject({ currency: 'NGN', available: 500_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    await screenshotBoth(page, 'wallet-fund-brand')

    // A bank account: the bank resolves the name, the user confirms it.
    const accountName = await addBank(page, '0123456789', 'wallet-bank-brand')
    const banks = await api<{ accounts: Array<{ id: string; accountName: string; status: string }> }>(baseURL, user.token, '/auth/get-banks-list')
    expect(banks.accounts).toEqual([expect.objectContaining({ accountName, status: 'confirmed' })])
    const bankId = banks.accounts[0]!.id

    // Withdraw: more than available is stopped in the form; 1,000 goes through.
    await page.getByLabel('Amount (₦)', { exact: true }).nth(1).fill('6,000')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await page.getByText('Amount is more than your available balance (₦5,000.00).').waitFor()
    await page.getByLabel('Amount (₦)', { exact: true }).nth(1).fill('1,000')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await available(page).getByText('₦4,000.00', { exact: true }).waitFor({ timeout: 30_000 })
    await settled(page)
    await page.getByTestId('tx-row').filter({ hasText: 'Withdrawal' }).first().waitFor()
    const after = await balances(user.token)
    expect(after.available).toBe(400_000)
    // The settlement may already have paid it out: then a payout is in the history instead.
    const paidOut = (await history(user.token)).filter((t) => t.type === 'payout' && t.amount === 100_000).length
    expect(after.pendingPayout + paidOut * 100_000).toBe(100_000)
    expect((await history(user.token)).filter((t) => t.type === 'withdraw' && t.amount === 100_000)).toHaveLength(1)
    await screenshotBoth(page, 'wallet-transactions-brand')
    await expectAccessible(page, 'wallet (brand)')

    // Offline: the money is spent elsewhere meanwhile (the runner is never offline), so the page's
    // balance is out of date; a funding and a withdrawal are queued; the server refuses the withdrawal.
    await context.setOffline(true)
    await page.getByRole('status').filter({ hasText: /^Offline$/ }).waitFor()
    await api(baseURL, user.token, '/auth/withdraw-to-bank-account', { amount: 400_000, bank_account_id: bankId })
    await fund(page, '250')
    await available(page).getByText('Waiting to be sent').waitFor()
    await available(page).getByText('+₦250.00 funding').waitFor()
    await page.getByLabel('Amount (₦)', { exact: true }).nth(1).fill('3,000')
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await available(page).getByText('₦1,000.00', { exact: true }).waitFor()
    expect(await page.getByTestId('tx-row').filter({ hasText: 'Waiting to be sent' }).count()).toBe(2)
    await page.reload()
    await page.getByRole('heading', { name: 'Transaction', level: 1 }).waitFor()
    await available(page).getByText('+₦250.00 funding').waitFor()
    expect(await page.getByTestId('tx-row').filter({ hasText: 'Waiting to be sent' }).count()).toBe(2)
    expect((await history(user.token)).filter((t) => t.type === 'fund' && t.amount === 25_000)).toHaveLength(0)

    await context.setOffline(false)
    const refused = page.getByTestId('wallet-refused')
    await refused.getByText(/Insufficient funds/).waitFor({ timeout: 60_000 })
    await available(page).getByText('₦250.00', { exact: true }).waitFor({ timeout: 30_000 })
    expect(await page.getByText('Waiting to be sent').count()).toBe(0)
    // Exactly once, whatever the retries.
    expect((await history(user.token)).filter((t) => t.type === 'fund' && t.amount === 25_000)).toHaveLength(1)
    expect((await balances(user.token)).available).toBe(25_000)
    await screenshotBoth(page, 'wallet-refused-brand')
    await refused.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => refused.count()).toBe(0)

    // CSV export of the filtered list: its rows are the list's rows.
    await page.getByLabel('Type', { exact: true }).selectOption('fund')
    await expect.poll(() => page.getByTestId('tx-row').count()).toBe(2)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d\d-\d\d\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
    const lines = csv.trimEnd().split('\r\n').map(csvLine)
    expect(lines[0]).toEqual(['date', 'type', 'direction', 'amount (₦)', 'currency', 'status', 'description', 'counterparty', 'reference'])
    const cells = await page.getByTestId('tx-row').evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')))
    expect(lines.slice(1)).toHaveLength(cells.length)
    lines.slice(1).forEach((line, i) => {
      const row = cells[i]!
      expect(line[0]).toBe(row[0])
      expect(line[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
      expect(line[1]).toBe('fund')
      expect(row[1]).toMatch(/^Money added to your wallet/)
      expect(row[2]).toBe('Funding')
      expect(line[2]).toBe('credit')
      expect(`+₦${Number(line[3]).toLocaleString('en', { minimumFractionDigits: 2 })}`).toBe(row[3])
      expect(line[4]).toBe('NGN')
      // The sentence the row shows, the other side named (never empty), and the reference, which
      // is also in the row's closed details, not in its visible text.
      expect(row[1]).toContain(line[6])
      expect(line[7]).not.toBe('')
      if (line[8]) expect(row[1]).toContain(line[8])
    })
    expect(lines.slice(1).map((l) => l[3]).sort()).toEqual(['250.00', '5000.00'])
  }, 180_000)

  it('a new creator funds and adds a bank; an admin sees every transaction and filters by user', async () => {
    const creator = await register('tiktoker')
    s = await openBrowser(baseURL)
    const { page } = s
    await openWallet(page, creator.email)
    await available(page).getByText('₦0.00', { exact: true }).waitFor()
    // A creator's funding is folded away below what they earned.
    await page.getByText('Add money to your wallet').click()
    await fund(page, '1,250.50')
    await available(page).getByText('₦1,250.50', { exact: true }).waitFor({ timeout: 30_000 })
    await settled(page)
    await screenshotBoth(page, 'wallet-fund-creator')
    await addBank(page, '0123456780', 'wallet-bank-creator')
    await screenshotBoth(page, 'wallet-transactions-creator')
    await expectAccessible(page, 'wallet (creator)')
    await s.close()

    s = await openBrowser(baseURL)
    const admin = s.page
    await openWallet(admin, demoEmail('admin'))
    await admin.getByText("Every user's transactions, newest first.").waitFor()
    await expect.poll(() => admin.getByTestId('tx-row').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // The creator's funding is in the admin's list; filtering by the creator keeps only theirs.
    const userSelect = admin.getByLabel('User', { exact: true })
    await expect.poll(() => userSelect.locator(`option[value="${creator.id}"]`).count(), { timeout: 30_000 }).toBe(1)
    await userSelect.selectOption(creator.id)
    await expect.poll(() => admin.getByTestId('tx-row').count()).toBe(1)
    await admin.getByTestId('tx-row').filter({ hasText: '₦1,250.50' }).waitFor()
    const adminToken = await tokenOf(baseURL, demoEmail('admin'))
    expect((await history(adminToken, `&user_id=${creator.id}`)).map((t) => t.amount)).toEqual([125_050])
    await screenshotBoth(admin, 'wallet-transactions-admin')
    await expectAccessible(admin, 'wallet (admin)')
    // Dark theme (chosen on this device), with the same contrast check.
    await admin.evaluate(() => localStorage.setItem('theme', 'dark'))
    await admin.reload()
    await admin.getByRole('heading', { name: 'Transaction', level: 1 }).waitFor()
    await expect.poll(() => admin.getByTestId('tx-row').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await screenshotBoth(admin, 'wallet-transactions-admin-dark')
    // The wide table scrolls inside its card; the page itself never scrolls sideways.
    for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      await admin.setViewportSize(size)
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    }
    await expectAccessible(admin, 'wallet (admin, dark)')
  }, 180_000)
})
