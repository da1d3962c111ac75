import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { screenshot } from './browser'
import { lastToast, openOfflineDemo, visit } from './demo-apps-helpers'

// Kanban, invoices, the shop, users and permissions, used as a person would, offline.
const baseURL = inject('baseURL')
let s: BrowserSession

beforeAll(async () => {
  s = await openOfflineDemo(baseURL)
})
afterAll(() => s.close())

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''))

describe('kanban, offline', () => {
  const board = (title: string) => s.page.getByRole('list', { name: `${title} tasks` })
  const titles = (title: string) => board(title).getByRole('button', { name: /^Open / }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')?.slice(5)))

  it('drags a task to another board, and it stays there after a reload', async () => {
    const { page } = s
    await visit(page, '/apps/kanban', 'Kanban')
    const source = board('TODO').getByRole('button', { name: 'Open Write onboarding copy for creators' })
    const target = board('In Progress').getByRole('button', { name: 'Open Review the duet ad brief template' })
    const from = await source.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('The cards are not on screen')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 15 })
    await page.mouse.up()

    await expect.poll(() => titles('In Progress')).toContain('Write onboarding copy for creators')
    expect(await titles('TODO')).not.toContain('Write onboarding copy for creators')
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Kanban' }).waitFor()
    await expect.poll(() => titles('In Progress')).toEqual([
      'Review the duet ad brief template',
      'Write onboarding copy for creators',
      'Add dark-mode icons',
      'Migrate the analytics charts',
      'Record the promo voice-over',
    ])
  })

  it('adds a task, gives it a label and a comment in its details, and adds a board', async () => {
    const { page } = s
    await board('Done').locator('xpath=../..').getByRole('button', { name: 'Add new item' }).click()
    await page.getByRole('textbox', { name: 'New task in Done' }).fill('Ship the offline build')
    await page.getByRole('textbox', { name: 'New task in Done' }).press('Enter')
    await board('Done').getByRole('button', { name: 'Open Ship the offline build' }).click()
    const dialog = page.getByRole('dialog', { name: 'Task details' })
    await dialog.getByRole('button', { name: 'Marketing' }).click()
    await dialog.getByLabel('Comments').fill('Tested on a train.')
    await dialog.getByRole('button', { name: 'Comment', exact: true }).click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await lastToast(page, 'Task saved')
    // The card's button is named by its title; its label and comment count sit beside it.
    const card = board('Done').getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Open Ship the offline build' }) })
    await card.getByText('Marketing').waitFor()
    await card.getByLabel('1 comments').waitFor()

    await page.getByRole('textbox', { name: 'New board title' }).fill('Review')
    await page.getByRole('button', { name: 'Add board' }).click()
    await page.getByRole('region', { name: 'Board Review' }).waitFor()
    await screenshot(page, 'app-kanban-after')
    await page.getByRole('button', { name: 'Actions for board Review' }).click()
    await page.getByRole('menuitem', { name: 'Delete board' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => page.getByRole('region', { name: 'Board Review' }).count()).toBe(0)
  })
})

describe('invoices, offline', () => {
  const rows = () => s.page.getByRole('table', { name: 'Invoices' }).locator('tbody tr')

  it('searches, filters by status, sorts, pages and opens a preview', async () => {
    const { page } = s
    await visit(page, '/apps/invoice/list', 'Invoices')
    await page.getByText('Showing 1 to 10 of 36 invoices').waitFor()

    await page.getByLabel('Filter by status').selectOption('Paid')
    await page.getByText('Showing 1 to 6 of 6 invoices').waitFor()
    expect(await rows().locator('td:nth-child(2)').allTextContents()).toEqual(Array(6).fill('Paid'))
    await page.getByLabel('Filter by status').selectOption('')

    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('4990')
    await page.getByText('Showing 1 to 1 of 1 invoices').waitFor()
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill('')

    await page.getByRole('button', { name: 'Total' }).click()
    await expect.poll(async () => {
      const totals = (await rows().locator('td:nth-child(4)').allTextContents()).map(money)
      return totals.length === 10 && totals.every((t, i) => i === 0 || totals[i - 1]! <= t)
    }).toBe(true)
    await page.getByRole('navigation', { name: 'Invoice pages' }).getByRole('button', { name: 'Next page' }).click()
    // The caption follows the rows on screen, so from here the rows are the second page's.
    await page.getByText('Showing 11 to 20 of 36 invoices').waitFor()

    // The link is found again by the number read, so the click opens that invoice whatever renders in between.
    const number = (await rows().first().getByRole('link').first().textContent())?.replace('#', '')
    await page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: `#${number}`, exact: true }).click()
    await page.getByRole('heading', { level: 1, name: `Invoice #${number}` }).waitFor()
    await page.getByRole('heading', { name: 'Payment details:' }).waitFor()
    await page.getByText('Harbourside Bank').waitFor()
    expect(new URL(page.url()).pathname).toBe(`/apps/invoice/preview/${number}`)
  })

  it('deletes an invoice after asking', async () => {
    const { page } = s
    await visit(page, '/apps/invoice/list', 'Invoices')
    await page.getByRole('button', { name: 'More actions for invoice 5022' }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await lastToast(page, 'Invoice #5022 deleted')
    await page.getByText('Showing 1 to 10 of 35 invoices').waitFor()
  })

  it('totals a new invoice as its items change', async () => {
    const { page } = s
    await visit(page, '/apps/invoice/add', 'New invoice')
    await page.getByLabel('Client').selectOption({ index: 1 })
    await page.getByLabel('Item', { exact: true }).fill('Mastering')
    await page.getByLabel('Cost').fill('100')
    await page.getByLabel('Qty').fill('2')
    await page.getByLabel('Discount %').fill('10')
    await expect.poll(() => page.getByTestId('editor-total').textContent()).toBe('$180.00')
  })
})

describe('e-commerce, offline', () => {
  it('adds a product to the cart, shows it in the badge and the checkout total, and places the order', async () => {
    const { page } = s
    await visit(page, '/apps/ecommerce/shop', 'Shop')
    const cartCount = page.getByTestId('cart-count')
    await expect.poll(() => cartCount.textContent()).toBe('3')
    const add = page.getByRole('button', { name: /^Add .* to the cart$/ }).first()
    const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to the cart$/, '')
    await add.click()
    await lastToast(page, `${name} added to the cart`)
    await expect.poll(() => cartCount.textContent()).toBe('4')

    await page.getByRole('link', { name: 'Cart, 4 products' }).click()
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor()
    const cart = page.getByRole('list', { name: 'Cart' })
    await cart.getByRole('heading', { name }).waitFor()
    await expect.poll(() => cart.getByRole('listitem').count()).toBe(4)
    // Each line's price and discount as the page shows them.
    const lines = await cart.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const texts = [...item.querySelectorAll('p, span')].map((el) => el.textContent?.trim() ?? '')
        return {
          price: Number(texts.find((t) => /^\$[\d,.]+$/.test(t))?.replace(/[$,]/g, '')),
          discount: Number(/^(\d+)% off/.exec(texts.find((t) => /^\d+% off/.test(t)) ?? '')?.[1]),
        }
      }),
    )
    expect(lines.every((l) => l.price > 0 && l.discount >= 3 && l.discount <= 20)).toBe(true)
    const bag = lines.reduce((sum, l) => sum + l.price, 0)
    const discount = lines.reduce((sum, l) => sum + (l.price * l.discount) / 100, 0)
    const expected = Math.round((bag - discount + (bag >= 100 ? 0 : 9.99)) * 100) / 100
    expect(money(await page.getByTestId('checkout-total').textContent())).toBeCloseTo(expected, 2)
    await screenshot(page, 'app-checkout-cart')

    await page.getByRole('button', { name: 'Place order' }).click()
    await page.getByRole('button', { name: 'Deliver here' }).click()
    await page.getByText('Required').first().waitFor()
    await page.getByLabel('Full name').fill('Robin Creator')
    await page.getByLabel('Mobile number').fill('555 0100')
    await page.getByLabel('Flat, house no. and street').fill('12 Quay Street')
    await page.getByLabel('Town or city').fill('Lagos')
    await page.getByLabel('Postcode').fill('100001')
    await page.getByRole('button', { name: 'Deliver here' }).click()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Pay .* and place order$/ }).click()
    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor()

    await visit(page, '/apps/ecommerce/shop', 'Shop')
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('0')
  })

  it('searches, sorts and pages the shop and keeps a wishlist', async () => {
    const { page } = s
    await visit(page, '/apps/ecommerce/shop', 'Shop')
    await page.getByText('27 results found').waitFor()
    await page.getByLabel('Sort products').selectOption('price-asc')
    await expect.poll(async () => {
      const prices = (await page.locator('main section[aria-label] .font-semibold').filter({ hasText: /^\$/ }).allTextContents()).map(money)
      return prices.length === 9 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p)
    }).toBe(true)
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Page 3' }).click()
    await expect.poll(() => page.getByRole('main').getByRole('region').count()).toBe(9)
    await page.getByRole('button', { name: 'Page 3', exact: true }).and(page.locator('[aria-current=page]')).waitFor()
    await page.getByRole('searchbox', { name: 'Search products' }).fill('microphone')
    await page.getByText('5 results found').waitFor()
    expect(await page.getByRole('button', { name: /^Add .* to the wishlist$|^Remove .* from the wishlist$/ }).count()).toBe(5)

    const wished = money(await page.getByTestId('wishlist-count').textContent())
    const heart = page.getByRole('button', { name: /^Add .* to the wishlist$/ }).first()
    const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add /, '').replace(/ to the wishlist$/, '')
    await heart.click()
    await expect.poll(async () => money(await page.getByTestId('wishlist-count').textContent())).toBe(wished + 1)
    await page.getByRole('link', { name: /^Wishlist, / }).click()
    await page.getByRole('heading', { level: 1, name: 'Wishlist' }).waitFor()
    await page.getByRole('heading', { name }).waitFor()
    await page.getByRole('link', { name }).click()
    await page.getByRole('heading', { level: 1, name }).waitFor()
  })
})

describe('users, offline', () => {
  it('adds a user, views it and finds it with the filters', async () => {
    const { page } = s
    await visit(page, '/apps/user/list', 'Users')
    await page.getByRole('button', { name: 'Add new user' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add user' })
    await dialog.getByLabel('Full name').fill('Robin Offline')
    await dialog.getByLabel('E-mail').fill('robin.offline@example.com')
    await dialog.getByLabel('Role').selectOption('editor')
    await dialog.getByLabel('Plan').selectOption('team')
    await dialog.getByRole('button', { name: 'Add user' }).click()
    await page.getByRole('heading', { level: 1, name: 'Robin Offline' }).waitFor()
    await page.getByText('robin.offline', { exact: true }).waitFor()
    await screenshot(page, 'app-user-view-added')

    await page.getByRole('link', { name: 'Back to the users' }).click()
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await page.getByLabel('Role').selectOption('editor')
    await page.getByLabel('Plan').selectOption('team')
    await page.getByRole('link', { name: 'Robin Offline', exact: true }).waitFor()
    await page.getByLabel('Status').selectOption('active')
    await expect.poll(() => page.getByRole('link', { name: 'Robin Offline', exact: true }).count()).toBe(0)
    await page.getByLabel('Status').selectOption('')
    await page.getByRole('searchbox', { name: 'Search users' }).fill('robin.off')
    await page.getByText('1 users').waitFor()
    await page.getByRole('button', { name: 'Delete Robin Offline' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('0 users').waitFor()
  })
})

describe('permissions, roles and access control, offline', () => {
  const names = () => s.page.getByRole('table', { name: 'Permissions' }).locator('tbody tr td:first-child').allTextContents()

  it('filters permissions by role and adds one for administrators', async () => {
    const { page } = s
    await visit(page, '/apps/permissions', 'Permissions')
    await expect.poll(names).toHaveLength(9)
    await page.getByLabel('Filter by role').selectOption('manager')
    await expect.poll(names).toEqual(['Add & Remove Users', 'Client Communication', 'Financial Management'])
    await page.getByLabel('Filter by role').selectOption('restricted-user')
    await expect.poll(names).toEqual(['Only View'])
    await page.getByLabel('Filter by role').selectOption('')

    await page.getByRole('button', { name: 'Add permission' }).click()
    await page.getByRole('dialog').getByLabel('Permission name').fill('Export Reports')
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click()
    await lastToast(page, 'Permission added')
    await expect.poll(names).toContain('Export Reports')
    const row = page.getByRole('row').filter({ hasText: 'Export Reports' })
    expect(await row.locator('td:nth-child(2)').textContent()).toBe('Administrator')

    await page.getByRole('button', { name: 'Rename Export Reports' }).click()
    await page.getByRole('dialog').getByLabel('Permission name').fill('Management')
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click()
    // Names need not be unique (specification: 201 for any name).
    await lastToast(page, 'Permission renamed')
    await expect.poll(async () => (await names()).filter((n) => n === 'Management')).toHaveLength(2)
    await page.getByRole('button', { name: 'Delete Management' }).last().click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(names).toHaveLength(9)
  })

  it('shows each role’s permissions and what a role may open', async () => {
    const { page } = s
    await visit(page, '/apps/roles', 'Roles')
    await page.getByRole('region', { name: 'Manager' }).getByText('3 of 9 permissions').waitFor()
    await visit(page, '/access-control', 'Access control')
    await page.getByLabel('View the app as').selectOption('restricted-user')
    await expect.poll(() => page.getByRole('region', { name: 'Reports' }).getAttribute('data-allowed')).toBe('true')
    expect(await page.getByRole('region', { name: 'Billing' }).getAttribute('data-allowed')).toBe('false')
    await page.getByLabel('View the app as').selectOption('manager')
    await expect.poll(() => page.getByRole('region', { name: 'Billing' }).getAttribute('data-allowed')).toBe('true')
  })
})
