import { readFileSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { openBrowser, waitForController, type BrowserSession } from './browser'
import { waitForDemoOffline } from './demo-routes'

const baseURL = inject('baseURL')
let s: BrowserSession
let errors: string[] = []

beforeAll(async () => {
  s = await openBrowser(baseURL)
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  s.page.on('console', (m) => {
    // The browser's own worker update check fails offline; everything else counts.
    if (m.type() === 'error' && !m.location().url.endsWith('/sw.js')) errors.push(m.text())
  })
  s.page.on('pageerror', (e) => errors.push(e.message))
  await s.page.goto('/extensions/slider')
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

describe('the working showcase components, offline', () => {
  it('keeps a long pager within a 360 px phone, showing its neighbours again on a wide screen', async () => {
    const { page } = s
    const many = page.getByRole('navigation', { name: 'Many pages' })
    const numbers = () => many.getByRole('button', { name: /^Page \d+$/ }).allTextContents()
    try {
      await page.setViewportSize({ width: 360, height: 800 })
      await open('/components/pagination', 'Pagination')
      // The first, the current and the last page; the rest behind gaps.
      await expect.poll(numbers).toEqual(['1', '8', '20'])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await many.getByRole('button', { name: 'Next page' }).click()
      await expect.poll(numbers).toEqual(['1', '9', '20'])
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 })
    }
    await expect.poll(numbers).toEqual(['1', '8', '9', '10', '20'])
  })

  it('moves the carousel to the next slide', async () => {
    const { page } = s
    await open('/components/carousel', 'Carousel')
    const basic = page.getByRole('region', { name: 'Basic carousel' })
    await expect.poll(() => page.getByTestId('carousel-current').textContent()).toBe('Showing slide 1 of 5')
    await basic.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => page.getByTestId('carousel-current').textContent()).toBe('Showing slide 2 of 5')
    await expect.poll(() => basic.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true')
  })

  it('changes a slider value with the keyboard', async () => {
    const { page } = s
    await open('/extensions/slider', 'Slider')
    const volume = page.getByRole('slider', { name: 'Volume' })
    await volume.focus()
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('volume-value').textContent()).toBe('Volume: 43')
    expect(await volume.getAttribute('aria-valuenow')).toBe('43')
    await page.getByRole('slider', { name: 'Minimum price' }).focus()
    await page.keyboard.press('PageUp')
    await expect.poll(() => page.getByTestId('price-value').textContent()).toBe('Price: $30 – $80')
  })

  it('walks through the tour', async () => {
    const { page } = s
    await open('/extensions/tour', 'Tour')
    await page.getByRole('button', { name: 'Start tour' }).click()
    const step = page.getByRole('dialog')
    await expect.poll(() => step.textContent()).toContain('Step 1 of 4')
    expect(await page.locator('#tour-sounds').getAttribute('data-tour-active')).toBe('')
    await step.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => step.textContent()).toContain('Your wallet')
    await step.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => step.textContent()).toContain('Step 1 of 4')
    for (let i = 0; i < 3; i++) await step.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => step.textContent()).toContain('Step 4 of 4')
    await step.getByRole('button', { name: 'Finish' }).click()
    await page.getByText('Tour finished.').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('copies text to the clipboard', async () => {
    const { page } = s
    await open('/extensions/clipboard', 'Clipboard')
    await page.getByLabel('Text to copy').fill('Summer Hook, slot 12')
    await page.getByRole('button', { name: 'Copy', exact: true }).click()
    await page.getByRole('button', { name: 'Copied!' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Summer Hook, slot 12')
  })

  it('opens a context menu with a right click and runs an item', async () => {
    const { page } = s
    await open('/extensions/context-menu', 'Context Menu')
    await page.getByLabel('Basic context menu area').click({ button: 'right' })
    await page.getByRole('menuitem', { name: /Copy/ }).click()
    await expect.poll(() => page.getByTestId('context-last').textContent()).toBe('Last action: Copy')
    await page.getByLabel('Basic context menu area').click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Share' }).hover()
    await page.getByRole('menuitem', { name: 'Copy link' }).click()
    await expect.poll(() => page.getByTestId('context-last').textContent()).toBe('Last action: Share a link')
  })

  it('rates with the stars', async () => {
    const { page } = s
    await open('/extensions/ratings', 'Ratings')
    const basic = page.getByRole('group', { name: 'Basic rating' })
    await basic.locator('label').nth(3).click()
    await expect.poll(() => page.getByTestId('rating-value').textContent()).toBe('4 of 5')
    expect(await basic.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => page.getByTestId('rating-value').textContent()).toBe('3 of 5')
  })

  it('reorders a list by drag and drop (keyboard)', async () => {
    const { page } = s
    await open('/extensions/drag-and-drop', 'Drag & Drop')
    const tasks = page.getByRole('list', { name: 'Tasks' })
    const handle = tasks.getByRole('button', { name: 'Move Record the vocal hook' })
    await handle.focus()
    // Each key waits for what a screen reader user would hear or see: the item lifted (pressed),
    // the move announced over the second task, then the new order.
    await page.keyboard.press('Space')
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'was moved over droppable area task-2.' }).count()).toBe(1)
    await page.keyboard.press('Space')
    await expect.poll(() => page.getByTestId('task-order').textContent()).toBe('Order: 2, 1, 3, 4, 5')
    expect(await tasks.getByRole('listitem').first().textContent()).toContain('Mix on headphones')
  })

  it('switches the language of the text', async () => {
    const { page } = s
    await open('/extensions/i18n', 'I18n')
    const content = page.getByTestId('i18n-content')
    await content.getByRole('heading', { name: 'Welcome to the sound portal' }).waitFor()
    await page.getByRole('radio', { name: 'Français' }).click()
    await content.getByRole('heading', { name: 'Bienvenue sur le portail des sons' }).waitFor()
    expect(await content.getAttribute('lang')).toBe('fr')
    expect(await content.textContent()).toContain('1 240 places libres'.replace(' ', '\u202f'))
    await page.getByRole('radio', { name: 'Deutsch' }).click()
    await content.getByRole('heading', { name: 'Willkommen im Sound-Portal' }).waitFor()
  })

  it('exports only the selected rows as CSV', async () => {
    const { page } = s
    await open('/extensions/export-selected', 'Export Selected')
    const rows = page.getByRole('table').locator('tbody tr')
    await rows.first().waitFor()
    const names = [await rows.nth(0).locator('td').nth(1).textContent(), await rows.nth(2).locator('td').nth(1).textContent()]
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).click()
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).click()
    await page.getByText('2 of 100 rows selected').waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export selected CSV' }).click()])
    expect(download.suggestedFilename()).toBe('selected-people.csv')
    const csv = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/)
    expect(csv[0]).toBe('Name,Email,Post,City,Start date,Salary,Age,Experience,Status')
    expect(csv).toHaveLength(3)
    expect(csv[1]?.startsWith(`${names[0]},`)).toBe(true)
    expect(csv[2]?.startsWith(`${names[1]},`)).toBe(true)
  })

  it('imports a CSV file and shows its rows', async () => {
    const { page } = s
    await open('/extensions/import', 'Import')
    const csv = 'Sound,Artist,Uses\nSummer Hook,Alex Morgan,48\nNight Drive,Nadia Okafor,31\n"Loop, Point",Theo Lindqvist,12\n'
    await page.getByLabel('CSV or XLSX file to import').setInputFiles({ name: 'sounds.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('3 rows, 3 columns')
    const table = page.getByRole('table', { name: 'Rows of sounds.csv' })
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Sound', 'Artist', 'Uses'])
    expect(await table.locator('tbody tr').nth(2).locator('td').allTextContents()).toEqual(['Loop, Point', 'Theo Lindqvist', '12'])
  })

  it('exports the table as XLSX and reads that file back in', async () => {
    const { page } = s
    await open('/extensions/export', 'Export')
    await page.getByRole('table').locator('tbody tr').first().waitFor()
    await page.getByLabel('File name').fill('people-roundtrip')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()])
    expect(download.suggestedFilename()).toBe('people-roundtrip.xlsx')
    const file = readFileSync((await download.path())!)
    expect(file.subarray(0, 2).toString()).toBe('PK')
    await open('/extensions/import', 'Import')
    const mimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    await page.getByLabel('CSV or XLSX file to import').setInputFiles({ name: 'people-roundtrip.xlsx', mimeType, buffer: file })
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toBe('100 rows, 9 columns')
    const table = page.getByRole('table', { name: 'Rows of people-roundtrip.xlsx' })
    expect((await table.getByRole('columnheader').allTextContents())[0]).toBe('Name')
  })

  it('plays and pauses the media player', async () => {
    const { page } = s
    await open('/extensions/react-player', 'Media Player')
    const state = page.getByTestId('player-state')
    expect(await state.textContent()).toBe('Paused')
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => state.textContent()).toBe('Playing')
    await expect.poll(() => page.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect.poll(() => state.textContent()).toBe('Paused')
    expect(await page.locator('audio').evaluate((a: HTMLAudioElement) => a.paused)).toBe(true)
  })
})
