import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { waitForDemoOffline } from './demo-routes'

const baseURL = inject('baseURL')
let s: BrowserSession
let errors: string[] = []

beforeAll(async () => {
  s = await openBrowser(baseURL)
  s.page.on('console', (m) => {
    // The browser's own worker update check fails offline; everything else counts.
    if (m.type() === 'error' && !m.location().url.endsWith('/sw.js')) errors.push(m.text())
  })
  s.page.on('pageerror', (e) => errors.push(e.message))
  await s.page.goto('/forms/wizard')
  await waitForController(s.page)
  // The first demo visit saves the whole demo area for offline use; the navbar says when it is done.
  await waitForDemoOffline(s.page)
  await s.context.setOffline(true)
})
afterAll(() => s.close())
afterEach(() => {
  expect(errors).toEqual([])
  errors = []
})

async function open(path: string, heading: string) {
  await s.page.goto(path)
  await s.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor()
}

const names = () => s.page.locator('tbody tr td:nth-child(2) span.block.font-medium').allTextContents()

describe('forms, tables and pricing, offline', () => {
  it('steps through the wizard, checking required fields', async () => {
    const { page } = s
    await open('/forms/wizard', 'Form Wizard')
    const wizard = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Horizontal wizard' }) })
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByText('Username is required.').waitFor()
    expect(await wizard.getByLabel('Username').getAttribute('aria-invalid')).toBe('true')
    await wizard.getByLabel('Username').fill('alexm')
    await wizard.getByLabel('E-mail').fill('alex@example.com')
    await wizard.getByLabel('Password').fill('secret123')
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByRole('heading', { name: 'Personal Info', level: 3 }).waitFor()
    expect(await wizard.locator('[aria-current="step"]').textContent()).toContain('Personal Info')
    await wizard.getByRole('button', { name: 'Previous' }).click()
    await wizard.getByRole('heading', { name: 'Account Details', level: 3 }).waitFor()
    expect(await wizard.getByLabel('Username').inputValue()).toBe('alexm')
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByLabel('First name').fill('Alex')
    await wizard.getByLabel('Last name').fill('Morgan')
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByLabel('Address').fill('1 Mill Lane')
    await wizard.getByLabel('City').fill('Manchester')
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByRole('heading', { name: 'Social Links', level: 3 }).waitFor()
    await wizard.getByRole('button', { name: 'Submit' }).click()
    await wizard.getByText('All steps complete: the form was submitted.').waitFor()
  })

  it('shows validation messages next to the fields', async () => {
    const { page } = s
    await open('/forms/form-validation', 'Form Validation')
    await page.getByRole('button', { name: 'Submit' }).click()
    for (const text of ['Username must be at least 3 characters.', 'Enter your e-mail address.', 'Password must be at least 8 characters.', 'Choose a country.', 'Accept the terms to continue.']) {
      await page.getByText(text).waitFor()
    }
    // The first invalid field receives focus, and each message is tied to its field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('fv-username')
    expect(await page.getByLabel('Username').getAttribute('aria-describedby')).toBe('fv-username-error')
    await page.getByLabel('Username').fill('alex_m')
    await page.getByLabel('E-mail').fill('alex@example')
    await page.getByText('Enter an e-mail address like name@example.com.').waitFor()
    expect(await page.getByText('Username must be at least 3 characters.').count()).toBe(0)
    await page.getByLabel('E-mail').fill('alex@example.com')
    await page.locator('#fv-password').fill('secret123')
    await page.getByLabel('Confirm password').fill('secret124')
    await page.getByText('The passwords do not match.').waitFor()
    await page.getByLabel('Confirm password').fill('secret123')
    await page.locator('#fv-age').fill('17')
    await page.getByText('You must be 18 or older.').waitFor()
    await page.locator('#fv-age').fill('30')
    await page.getByLabel('Country').selectOption('Canada')
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Form submitted: every field is valid.').waitFor()
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0)
  })

  it('adds and removes repeated items', async () => {
    const { page } = s
    await open('/forms/form-repeater', 'Form Repeater')
    const count = page.getByTestId('repeater-count')
    expect(await count.textContent()).toBe('1 item, total $48.00')
    await page.getByRole('button', { name: 'Add new' }).click()
    await page.getByRole('button', { name: 'Add new' }).click()
    await expect.poll(() => count.textContent()).toBe('3 items, total $48.00')
    const second = page.getByRole('listitem', { name: 'Item 2' })
    await second.getByLabel('Item name').fill('Mastering')
    await second.getByLabel('Cost').fill('30')
    await second.getByRole('button', { name: 'Increase Quantity of item 2' }).click()
    await expect.poll(() => count.textContent()).toBe('3 items, total $108.00')
    await page.getByRole('button', { name: 'Delete item 1' }).click()
    await expect.poll(() => count.textContent()).toBe('2 items, total $60.00')
    expect(await page.getByRole('listitem', { name: 'Item 1' }).getByLabel('Item name').inputValue()).toBe('Mastering')
  })

  it('sorts, filters, pages and selects the data-table rows', async () => {
    const { page } = s
    await open('/datatables/advance', 'Advanced Data Table')
    const range = page.getByTestId('table-range')
    await expect.poll(() => range.textContent()).toBe('Showing 1 to 10 of 100 entries')
    await page.getByRole('button', { name: 'Name', exact: true }).click()
    await expect.poll(() => page.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending')
    const asc = await names()
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)))
    await page.getByRole('button', { name: 'Name', exact: true }).click()
    const desc = await names()
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a)))
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Next page' }).click()
    await expect.poll(() => range.textContent()).toBe('Showing 11 to 20 of 100 entries')
    expect((await names())[0]).not.toBe(desc[0])
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).click()
    await expect.poll(() => page.getByTestId('selected-count').textContent()).toContain('10 selected')
    await page.getByLabel('City').fill('Lagos')
    await expect.poll(async () => (await range.textContent())?.startsWith('Showing 1 to')).toBe(true)
    const cities = await page.locator('tbody tr td:nth-child(4)').allTextContents()
    expect(cities.length).toBeGreaterThan(0)
    expect(cities.every((c) => c === 'Lagos')).toBe(true)
    await page.getByLabel('Search all columns').fill('zzz-no-such-person')
    await page.getByText('No matching records found.').waitFor()
    expect(await range.textContent()).toBe('Showing 0 to 0 of 0 entries')
  })

  it('switches pricing between monthly and yearly', async () => {
    const { page } = s
    await open('/pages/pricing', 'Pricing')
    const price = (plan: string) => page.getByTestId(`price-${plan}`).textContent()
    await expect.poll(() => price('Standard')).toBe('$49/month')
    expect(await price('Enterprise')).toBe('$99/month')
    expect(await price('Basic')).toBe('$0/month')
    await page.getByRole('switch', { name: 'Bill yearly' }).click()
    await expect.poll(() => price('Standard')).toBe('$40/month')
    expect(await price('Enterprise')).toBe('$80/month')
    await page.getByText('USD 480 / year').waitFor()
    await page.getByText('USD 960 / year').waitFor()
    expect(await page.locator('section').filter({ hasText: 'Standard' }).getByText('Popular').count()).toBe(1)
    await page.getByRole('button', { name: 'Does my subscription automatically renew?' }).click()
    await page.getByText(/Plans renew at the end of each billing period/).waitFor()
  })
})
