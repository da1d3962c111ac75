import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, screenshot, type BrowserSession } from './browser'

const baseURL = inject('baseURL')
const dataDir = inject('dataDir')
let s: BrowserSession

beforeAll(async () => {
  s = await openBrowser(baseURL)
})
afterAll(() => s.close())

const menuTitles = () => s.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents()

describe('signing up, in and out, and resetting a password', () => {
  it('creates a creator account that waits for approval', async () => {
    const { page } = s
    await page.goto('/register')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Check the highlighted fields.').waitFor()
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true')

    await page.getByText('Creator').click()
    await page.getByLabel('Full name').fill('Nia Newcomer')
    await page.getByLabel('E-mail').fill(`nia.${Date.now()}@example.com`)
    await page.getByLabel(/^Password/).fill('short')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Password must be at least 8 characters').waitFor()

    await page.getByLabel(/^Password/).fill('a-long-enough-password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText('Your account is waiting for approval').waitFor()
    expect(await menuTitles()).toEqual(['Home', 'Profile', 'Sounds List', 'CapCut Sounds List'])
    await screenshot(page, 'auth-pending-approval')
  })

  it('refuses a taken e-mail with the server message', async () => {
    const { page } = s
    await page.evaluate(() => localStorage.clear())
    await page.goto('/register')
    await page.getByLabel('Full name').fill('Second Artist')
    await page.getByLabel('E-mail').fill('artist@soundportal.test')
    await page.getByLabel(/^Password/).fill('a-long-enough-password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('alert').filter({ hasText: /already/i }).waitFor()
  })

  it('signs in with a demo account and signs out', async () => {
    const { page } = s
    await page.goto('/login')
    await page.getByLabel('E-mail').fill('artist@soundportal.test')
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' }).waitFor()
    await page.getByLabel('Password').fill('Password123!')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await menuTitles()).toContain('Add Song')
    await page.getByRole('button', { name: /Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull()
  })

  it('resets a forgotten password with the e-mailed code', async () => {
    const { page } = s
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail').fill('brand@soundportal.test')
    await page.getByRole('button', { name: 'Send reset code' }).click()
    await page.getByRole('status').filter({ hasText: /e-mail|email/i }).waitFor()
    const mailDir = path.join(dataDir, 'mail')
    const resetLink = () => {
      const files = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8')).filter((t) => t.includes('brand@soundportal.test'))
      return files.at(-1)?.match(/https?:\/\/\S+reset-password\?code=[\w-]+/)?.[0]
    }
    await expect.poll(resetLink, { message: 'a reset mail is written', timeout: 15_000 }).toBeTruthy()
    const link = resetLink()!
    await page.goto(`/reset-password?code=${new URL(link).searchParams.get('code')}`)
    await page.getByText('For brand@soundportal.test').waitFor()
    await page.getByLabel('New password (at least 8 characters)').fill('Brand-new-pass-1')
    await page.getByLabel('Confirm new password').fill('Brand-new-pass-1')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.getByRole('heading', { name: 'Sign in' }).waitFor()
    await page.getByLabel('E-mail').fill('brand@soundportal.test')
    await page.getByLabel('Password').fill('Brand-new-pass-1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Adverts' }).waitFor()
    expect(await menuTitles()).toContain('My Adverts')
  })
})
