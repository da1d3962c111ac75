import type { Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { wav } from '../../server/test/media'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { api, balancesOf, newAccount, signInAs } from './portal'

// The marketplace's money path walked through the screens by two new accounts of this test's own
// (so exact balances can be checked): the artist funds the wallet and adds a song; the creator
// holds a slot and submits a video; the artist approves it; the creator is paid pay − fee and
// withdraws part of it to a bank account.

const baseURL = inject('baseURL')
const sessions: BrowserSession[] = []
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.close()
})

const PASSWORD = 'Money-path-1'
const newUser = (role: 'artist' | 'tiktoker') => newAccount(baseURL, role, { password: PASSWORD, fullName: role === 'artist' ? 'Money Artist' : 'Money Creator' })
const balances = (token: string) => balancesOf(baseURL, token)

async function signedIn(email: string): Promise<Page> {
  const s = await openBrowser(baseURL)
  sessions.push(s)
  await s.page.goto('/Home')
  await waitForController(s.page)
  await signInAs(s.page, email, PASSWORD)
  return s.page
}

/** Waits until nothing this page queued is still on its way. */
const allSent = (page: Page) => expect.poll(() => page.getByTestId('sync-status').getByText(/waiting/).count(), { timeout: 60_000 }).toBe(0)

describe('the money path through the screens', () => {
  it('fund → add a song (escrow) → hold → submit → approve → creator paid less the fee → withdraw', async () => {
    const artist = await newUser('artist')
    const creator = await newUser('tiktoker')
    const title = `Money path ${Date.now()}`

    // The artist funds ₦1,000 on the Transaction screen.
    const a = await signedIn(artist.email)
    await a.goto('/transactions')
    await a.getByLabel('Amount (₦)', { exact: true }).first().fill('1,000')
    await a.getByRole('button', { name: 'Fund wallet' }).click()
    await allSent(a)
    await expect.poll(() => balances(artist.token), { timeout: 30_000 }).toMatchObject({ available: 100_000, escrow: 0 })
    await a.getByTestId('balance-available').getByText('₦1,000.00').waitFor({ timeout: 60_000 })

    // Adds a song paying ₦300 per use for 2 slots: ₦600 goes into escrow.
    await a.goto('/Manage/addsong')
    await a.getByRole('heading', { name: 'Add Song', level: 1 }).waitFor()
    await expect.poll(() => a.getByRole('combobox', { name: /^Category/ }).locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1)
    await a.getByLabel('Audio file').setInputFiles({ name: 'money-path.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav(2)) })
    await a.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect.poll(() => a.getByRole('combobox', { name: /^Audio for this sound/ }).inputValue(), { timeout: 30_000 }).not.toBe('')
    await a.getByRole('textbox', { name: /^Title/ }).fill(title)
    await a.getByRole('combobox', { name: /^Category/ }).selectOption({ index: 1 })
    await a.getByRole('textbox', { name: /^Pay per use/ }).fill('300')
    await a.getByRole('textbox', { name: /^Slots/ }).fill('2')
    await expect.poll(() => a.getByTestId('sound-budget').textContent()).toContain('600.00')
    await a.getByRole('button', { name: 'Add song' }).click()
    await a.waitForURL('**/manage/artistmusic')
    await allSent(a)
    await expect.poll(async () => balances(artist.token), { timeout: 30_000 }).toMatchObject({ available: 40_000, escrow: 60_000 })
    const sound = (await api<{ sounds: Array<{ id: string; title: string }> }>(baseURL, artist.token, '/artist/get-artist-sounds')).sounds.find((x) => x.title === title)!
    expect(sound).toBeDefined()

    // The creator holds a slot and submits the video on Sounds List.
    const c = await signedIn(creator.email)
    await c.goto('/Manage/soundslist')
    await c.getByRole('searchbox', { name: /by title or category/ }).fill(title)
    const card = c.getByTestId('sound-card').filter({ hasText: title })
    await card.waitFor({ timeout: 30_000 })
    await card.getByRole('button', { name: `Hold a slot on ${title}` }).click()
    await card.getByLabel('Video link').fill('https://www.tiktok.com/@money.creator/video/7309876543210987654')
    await card.getByRole('button', { name: 'Submit video link' }).click()
    await allSent(c)
    await card.getByText('Waiting for approval').waitFor({ timeout: 30_000 })

    // The artist approves it on Verifications.
    await a.goto('/manage/verifications')
    const row = a.getByTestId('approval-row').filter({ hasText: title })
    await row.waitFor({ timeout: 60_000 })
    await row.getByRole('button', { name: /^Approve/ }).click()
    await a.getByRole('alertdialog').getByRole('button', { name: 'Approve and pay' }).click()
    await allSent(a)

    // Balances: the artist's escrow pays one use; the creator gets ₦300 less the 10 % fee.
    await expect.poll(async () => balances(creator.token), { timeout: 30_000 }).toMatchObject({ available: 27_000, escrow: 0, pendingPayout: 0, onHold: 0 })
    expect(await balances(artist.token)).toMatchObject({ available: 40_000, escrow: 30_000 })

    // The creator sees ₦270 on the Transaction screen, adds a bank account and withdraws ₦200.
    await c.goto('/transactions')
    await c.getByTestId('balance-available').getByText('₦270.00').waitFor({ timeout: 60_000 })
    await c.getByLabel('Bank', { exact: true }).selectOption({ label: 'Guaranty Trust Bank' })
    await c.getByLabel('Account number').fill('0123456789')
    await c.getByRole('button', { name: 'Look up account name' }).click()
    await c.getByTestId('bank-confirm').getByRole('button', { name: 'Confirm account' }).click()
    await c.getByTestId('bank-accounts').getByText('0123456789').or(c.getByTestId('bank-accounts').getByText(/6789/)).first().waitFor({ timeout: 30_000 })
    await c.locator('#withdraw-amount').fill('200')
    await c.getByRole('button', { name: 'Withdraw', exact: true }).click()
    await allSent(c)
    // The payout leaves available at once; the settlement job may already have paid it out.
    await expect.poll(async () => (await balances(creator.token)).available, { timeout: 30_000 }).toBe(7_000)
    const after = await balances(creator.token)
    expect(after.pendingPayout === 20_000 || after.pendingPayout === 0).toBe(true)
  }, 240_000)
})
