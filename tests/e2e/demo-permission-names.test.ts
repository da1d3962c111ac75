import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrowserSession } from './browser'
import { openSeededDemo } from './demo-routes'
import { lastToast, visit } from './demo-apps-helpers'

// Permission names need not be unique (specification §4 and §7 give 201 and no such rule): the
// permissions page adds and renames to a name that is already there.
const baseURL = inject('baseURL')
let s: BrowserSession

beforeAll(async () => {
  s = await openSeededDemo(baseURL)
})
afterAll(() => s?.close())

describe('permission names, offline', () => {
  const names = () => s.page.getByRole('table', { name: 'Permissions' }).locator('tbody tr td:first-child').allTextContents()
  const count = async (name: string) => (await names()).filter((n) => n === name).length

  it('adds a permission with an existing name and renames one to an existing name', async () => {
    const { page } = s
    await visit(page, '/apps/permissions', 'Permissions')
    await expect.poll(names).toHaveLength(9)
    expect(await count('Management')).toBe(1)
    expect(await count('Only View')).toBe(1)

    await page.getByRole('button', { name: 'Add permission' }).click()
    await page.getByRole('dialog').getByLabel('Permission name').fill('Management')
    await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click()
    await lastToast(page, 'Permission added')
    await expect.poll(() => count('Management')).toBe(2)
    expect(await names()).toHaveLength(10)

    // The new one is listed last (ids ascend); rename it to another existing name.
    await page.getByRole('button', { name: 'Rename Management' }).last().click()
    await page.getByRole('dialog').getByLabel('Permission name').fill('Only View')
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click()
    await lastToast(page, 'Permission renamed')
    await expect.poll(() => count('Only View')).toBe(2)
    expect(await count('Management')).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })
})
