import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { screenshot } from './browser'
import { lastToast, openOfflineDemo, visit } from './demo-apps-helpers'

// The dashboards, e-mail, chat, to-do, calendar, and the navbar's search and bookmarks, used as
// a person would, with the network cut after the first visit. The business apps (kanban,
// invoices, shop, users, permissions) are in demo-apps-business.test.ts.
const baseURL = inject('baseURL')
let s: BrowserSession

beforeAll(async () => {
  s = await openOfflineDemo(baseURL)
})
afterAll(() => s.close())

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || 0)

describe('dashboards, offline', () => {
  it('changes the revenue report with the year and the analytics cards with the period', async () => {
    const { page } = s
    await visit(page, '/', 'eCommerce dashboard')
    const price = page.getByTestId('revenue-report-price')
    await expect.poll(() => price.textContent()).toBe('$25,852')
    await page.getByLabel('Revenue report year').selectOption('2018')
    await expect.poll(() => price.textContent()).toBe(`$${Math.round(25852 * 0.71).toLocaleString('en-US')}`)
    expect(await page.getByLabel('Revenue report year').locator('option').allTextContents()).toEqual(['2020', '2019', '2018'])

    await visit(page, '/dashboard/analytics', 'Analytics dashboard')
    const tickets = page.getByTestId('support-total')
    await expect.poll(() => tickets.textContent()).toBe('163')
    const period = page.getByLabel('Support tracker period')
    expect(await period.locator('option').allTextContents()).toEqual(['Last 28 Days', 'Last Month', 'Last Year'])
    await period.selectOption('Last Year')
    await expect.poll(() => tickets.textContent()).toBe(String(Math.round(163 * 12.6)))
    await page.getByText('Tickets · Last Year').waitFor()
    // The other cards keep their own period.
    expect(await page.getByTestId('avg-sessions-value').textContent()).toBe('2.7K')
  })
})

describe('e-mail, offline', () => {
  const folder = (name: string) => s.page.getByRole('navigation', { name: 'Mail folders' }).getByRole('button', { name: new RegExp(`^${name}`) })
  const list = () => s.page.getByRole('list', { name: 'E-mails' })
  const open = async (name: string) => {
    await folder(name).click()
    await expect.poll(() => folder(name).getAttribute('aria-current')).toBe('page')
    await expect.poll(() => list().getAttribute('aria-busy')).toBe('false')
    await list().getByRole('listitem').first().waitFor()
  }

  it('stars an e-mail and finds it under Starred', async () => {
    const { page } = s
    await visit(page, '/apps/email', 'Email')
    await open('Inbox')
    const label = await list().getByRole('button', { name: /^Star / }).first().getAttribute('aria-label')
    const subject = (label ?? '').slice('Star '.length)
    expect(subject).not.toBe('')
    await open('Starred')
    const starredBefore = await list().getByRole('listitem').count()
    const sameBefore = await list().getByRole('button', { name: `Unstar ${subject}`, exact: true }).count()

    await open('Inbox')
    await list().getByRole('button', { name: `Star ${subject}`, exact: true }).first().click()
    await open('Starred')
    await expect.poll(() => list().getByRole('listitem').count()).toBe(starredBefore + 1)
    expect(await list().getByRole('button', { name: `Unstar ${subject}`, exact: true }).count()).toBe(sameBefore + 1)
  })

  it('reads an unread e-mail, which lowers the inbox count, and walks to the next one', async () => {
    const { page } = s
    await open('Inbox')
    const unreadBefore = count(await folder('Inbox').textContent())
    expect(unreadBefore).toBeGreaterThan(0)
    const unread = list().getByRole('button', { name: /^Unread: / }).first()
    const subject = ((await unread.getAttribute('aria-label')) ?? '').replace(/^Unread: /, '').replace(/ from .*$/, '')
    await unread.click()
    const subjectHeading = page.getByRole('region', { name: 'Open e-mail' }).getByRole('heading', { level: 2 })
    await expect.poll(() => subjectHeading.textContent()).toBe(subject)
    await page.locator('article').first().waitFor()
    await expect.poll(async () => count(await folder('Inbox').textContent())).toBe(unreadBefore - 1)
    await screenshot(page, 'app-email-read')
    // Each e-mail has its own time; the next one shows another.
    const sentAt = () => page.getByRole('region', { name: 'Open e-mail' }).locator('article').last().locator('time').getAttribute('datetime')
    const first = await sentAt()
    const next = page.getByRole('button', { name: 'Next e-mail' })
    expect(await next.isEnabled()).toBe(true)
    await next.click()
    await expect.poll(sentAt).not.toBe(first)
    // Trashing the open e-mail goes back to the list, and the e-mail is in the trash.
    const trashed = (await subjectHeading.textContent()) ?? ''
    expect(trashed).not.toBe('')
    await page.getByRole('button', { name: 'Move to trash' }).click()
    await lastToast(page, 'E-mail moved to the trash')
    await list().waitFor()
    await open('Trash')
    await list().getByRole('button', { name: new RegExp(`${trashed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} from`) }).first().waitFor()
  })

  it('composes and sends a message', async () => {
    const { page } = s
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog', { name: 'Compose mail' })
    await dialog.getByLabel('To').fill('not-an-address')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText('Enter at least one valid e-mail address.').waitFor()
    await dialog.getByLabel('To').fill('producer@example.com')
    await dialog.getByLabel('Subject').fill('Stems for the summer hook')
    await dialog.getByLabel('Message').fill('Here they are.')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await lastToast(page, 'Message sent to producer@example.com')
    await dialog.waitFor({ state: 'detached' })
  })
})

describe('chat, offline', () => {
  it('opens a conversation, which clears its unseen count, and keeps a sent message after a reload', async () => {
    const { page } = s
    await visit(page, '/apps/chat', 'Chat')
    const chats = page.getByRole('list', { name: 'Chats' })
    const mila = chats.getByRole('button', { name: /Mila Fontaine/ })
    await mila.getByLabel('2 unseen messages').waitFor()
    await mila.click()
    const log = page.getByRole('log', { name: 'Conversation with Mila Fontaine' })
    await log.getByText('Our duet ad is live!').waitFor()
    await expect.poll(() => mila.getByLabel(/unseen messages/).count()).toBe(0)

    await page.getByRole('textbox', { name: 'Message' }).fill('Offline hello from the train')
    await page.getByRole('textbox', { name: 'Message' }).press('Enter')
    await log.getByText('Offline hello from the train').waitFor()
    await screenshot(page, 'app-chat-conversation')

    await page.reload()
    await page.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /Mila Fontaine/ }).click()
    await page.getByRole('log', { name: 'Conversation with Mila Fontaine' }).getByText('Offline hello from the train').waitFor()
  })
})

describe('to-do, offline', () => {
  it('adds a task, completes it and finds it under Completed', async () => {
    const { page } = s
    await visit(page, '/apps/todo', 'To-do')
    await page.getByRole('button', { name: 'Add task' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add task' })
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await dialog.getByText('A task needs a title.').waitFor()
    await dialog.getByLabel('Title').fill('Pack the field recorder')
    await dialog.getByRole('checkbox', { name: 'High' }).click()
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await lastToast(page, 'Task added')

    const tasks = page.getByRole('list', { name: 'Tasks' })
    const done = tasks.getByRole('checkbox', { name: 'Complete Pack the field recorder' })
    await done.click()
    await lastToast(page, 'Task completed')
    await page.getByRole('navigation', { name: 'Task filters' }).getByRole('button', { name: 'Completed' }).click()
    await expect.poll(() => tasks.getByRole('checkbox', { name: 'Complete Pack the field recorder' }).getAttribute('aria-checked')).toBe('true')
    await page.getByRole('navigation', { name: 'Task filters' }).getByRole('button', { name: 'High' }).click()
    await tasks.getByRole('checkbox', { name: 'Complete Pack the field recorder' }).waitFor()

    await page.getByLabel('Sort tasks').selectOption('title-asc')
    await expect.poll(async () => {
      const titles = await tasks.getByRole('checkbox').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
      return titles.length > 1 && titles.join('|') === [...titles].sort((a, b) => a.localeCompare(b)).join('|')
    }).toBe(true)
  })
})

describe('calendar, offline', () => {
  const grid = () => s.page.getByRole('grid')

  it('filters by calendar and adds an event', async () => {
    const { page } = s
    await visit(page, '/apps/calendar', 'Calendar')
    await grid().getByRole('button', { name: /^Design Review, Business/ }).waitFor()
    await page.getByRole('checkbox', { name: 'Business' }).click()
    await expect.poll(() => grid().getByRole('button', { name: /Business/ }).count()).toBe(0)
    expect(await grid().getByRole('button', { name: /Family/ }).count()).toBeGreaterThan(0)
    await page.getByRole('checkbox', { name: 'Business' }).click()
    await grid().getByRole('button', { name: /^Design Review, Business/ }).waitFor()

    await page.getByRole('button', { name: 'Add event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add event' })
    await dialog.getByLabel('Title').fill('Mastering session')
    await dialog.getByLabel('Calendar').selectOption('Family')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await lastToast(page, 'Event added')
    await grid().getByRole('button', { name: /^Mastering session, Family, 09:00/ }).waitFor()

    await page.getByRole('checkbox', { name: 'Family' }).click()
    await expect.poll(() => grid().getByRole('button', { name: /^Mastering session/ }).count()).toBe(0)
    await page.getByRole('checkbox', { name: 'Family' }).click()
    await grid().getByRole('button', { name: /^Mastering session/ }).waitFor()

    await page.getByRole('button', { name: 'Day', exact: true }).click()
    await page.getByRole('button', { name: /^Mastering session, Family/ }).click()
    await page.getByRole('dialog', { name: 'Update event' }).getByLabel('Title').waitFor()
    await screenshot(page, 'app-calendar-edit')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await lastToast(page, 'Event removed')
    await expect.poll(() => page.getByRole('button', { name: /^Mastering session/ }).count()).toBe(0)
  })
})

describe('global search and bookmarks, offline', () => {
  it('opens with Ctrl+K, shows at most four results a group and opens a page with the keyboard', async () => {
    const { page } = s
    await visit(page, '/apps/todo', 'To-do')
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog')
    const input = dialog.getByRole('combobox', { name: 'Search' })
    await input.waitFor()
    await input.fill('a')
    for (const group of ['Pages', 'Files', 'Contacts']) {
      await expect.poll(() => dialog.getByRole('group', { name: group }).getByRole('option').count()).toBe(4)
    }
    await screenshot(page, 'search-dialog')
    await input.fill('kanb')
    await expect.poll(() => dialog.getByRole('option').count()).toBe(1)
    await input.press('ArrowDown')
    await input.press('ArrowUp')
    expect(await dialog.getByRole('option', { name: /Kanban/ }).getAttribute('aria-selected')).toBe('true')
    await input.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Kanban' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/apps/kanban')

    await page.keyboard.press('Control+k')
    await input.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('bookmarks a page into the navbar, and the reset takes it away again', async () => {
    const { page } = s
    const bookmarks = page.getByRole('navigation', { name: 'Bookmarks' })
    await bookmarks.getByRole('link', { name: 'Email' }).waitFor()
    expect(await bookmarks.getByRole('link', { name: 'Kanban' }).count()).toBe(0)
    await bookmarks.getByRole('button', { name: 'Edit bookmarks' }).click()
    await page.getByLabel('Find a page to bookmark').fill('Kanban')
    await page.getByRole('button', { name: 'Bookmark Kanban' }).click()
    await lastToast(page, 'Kanban bookmarked')
    await bookmarks.getByRole('link', { name: 'Kanban' }).waitFor()
    await page.keyboard.press('Escape')

    await page.reload()
    await page.getByRole('navigation', { name: 'Bookmarks' }).getByRole('link', { name: 'Kanban' }).waitFor()

    await page.keyboard.press('Control+k')
    await page.getByRole('button', { name: 'Reset demo data' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click()
    await lastToast(page, 'Demo data restored')
    await expect.poll(() => page.getByRole('navigation', { name: 'Bookmarks' }).getByRole('link', { name: 'Kanban' }).count()).toBe(0)
  })
})
