import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoTableNames } from '../../src/db/demo-schema'
import { buildDemoSeed, DEMO_SEED_VERSION } from './index'
import { PERMISSION_TABLE } from './permissions'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('buildDemoSeed', () => {
  it('is deterministic: two builds are deep-equal', () => {
    expect(buildDemoSeed()).toEqual(buildDemoSeed())
  })

  it('never reads Math.random or the clock', () => {
    const random = vi.spyOn(Math, 'random')
    const now = vi.spyOn(Date, 'now')
    buildDemoSeed()
    expect(random).not.toHaveBeenCalled()
    expect(now).not.toHaveBeenCalled()
  })

  it('has one JSON-serialisable list of rows per demo table', () => {
    const seed = buildDemoSeed()
    expect(Object.keys(seed).sort()).toEqual([...demoTableNames].sort())
    expect(JSON.parse(JSON.stringify(seed))).toEqual(seed)
    expect(DEMO_SEED_VERSION).toBeGreaterThanOrEqual(1)
  })

  it('has the sizes of the specification', () => {
    const seed = buildDemoSeed()
    expect(seed.datatableRows).toHaveLength(100)
    expect(seed.demoUsers).toHaveLength(50)
    expect(seed.products).toHaveLength(27)
    expect(seed.invoices).toHaveLength(36)
    expect(seed.permissions).toHaveLength(9)
    expect(seed.autocomplete).toHaveLength(100)
  })

  it('gives every row of a table a distinct primary key', () => {
    const seed = buildDemoSeed()
    for (const table of demoTableNames) {
      const rows = seed[table] as { id?: unknown; key?: unknown }[]
      const keys = rows.map((row) => row.id ?? row.key)
      expect(new Set(keys).size, table).toBe(rows.length)
      expect(keys.every((key) => key !== undefined), table).toBe(true)
    }
  })
})

describe('demo permissions', () => {
  it('match the role table of the specification exactly', () => {
    const rows = buildDemoSeed().permissions.map((p) => [p.name, p.assignedTo])
    expect(rows).toEqual([
      ['Management', ['administrator']],
      ['Manage Billing & Roles', ['administrator']],
      ['Add & Remove Users', ['administrator', 'manager']],
      ['Project Planning', ['administrator', 'user', 'support']],
      ['Manage Email Sequences', ['administrator', 'user', 'support']],
      ['Client Communication', ['administrator', 'manager']],
      ['Only View', ['administrator', 'restricted-user']],
      ['Financial Management', ['administrator', 'manager']],
      ["Manage Others' Tasks", ['administrator', 'support']],
    ])
    expect(PERMISSION_TABLE).toHaveLength(9)
  })

  it('carry created dates in the yyyy-MM-dd HH:mm:ss format', () => {
    for (const p of buildDemoSeed().permissions) expect(p.createdDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })
})

describe('invoices', () => {
  it('use all six statuses', () => {
    const statuses = new Set(buildDemoSeed().invoices.map((i) => i.invoiceStatus))
    expect(statuses).toEqual(new Set(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']))
  })

  it('carry balances as numbers and currency strings, some negative', () => {
    const balances = buildDemoSeed().invoices.map((i) => i.balance)
    expect(balances.some((b) => typeof b === 'number' && b > 0)).toBe(true)
    expect(balances.some((b) => typeof b === 'number' && b < 0)).toBe(true)
    expect(balances.some((b) => typeof b === 'string' && /^\$\d+$/.test(b))).toBe(true)
    expect(balances.some((b) => typeof b === 'string' && /^-\$\d+\.\d{2}$/.test(b))).toBe(true)
  })

  it('copy their client from the client list', () => {
    const seed = buildDemoSeed()
    const names = new Set(seed.invoiceClients.map((c) => c.name))
    expect(seed.invoices.every((i) => names.has(i.client.name))).toBe(true)
  })
})

describe('users', () => {
  it('use every role, plan, status and billing method', () => {
    const users = buildDemoSeed().demoUsers
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['admin', 'author', 'editor', 'maintainer', 'subscriber']))
    expect(new Set(users.map((u) => u.currentPlan))).toEqual(new Set(['basic', 'team', 'company', 'enterprise']))
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'inactive', 'pending']))
    expect(new Set(users.map((u) => u.billing))).toEqual(
      new Set(['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit']),
    )
    expect(users.every((u) => u.email.endsWith('.com') || u.email.endsWith('.org') || u.email.endsWith('.net'))).toBe(true)
  })
})

describe('e-mails', () => {
  it('spread across every folder and label, with starred and unread mail', () => {
    const emails = buildDemoSeed().emails
    expect(new Set(emails.map((e) => e.folder))).toEqual(new Set(['inbox', 'sent', 'draft', 'spam', 'trash']))
    expect(new Set(emails.flatMap((e) => e.labels))).toEqual(new Set(['personal', 'company', 'important', 'private']))
    expect(emails.some((e) => e.isStarred)).toBe(true)
    for (const folder of ['inbox', 'draft', 'spam']) {
      expect(emails.some((e) => e.folder === folder && !e.isRead), folder).toBe(true)
    }
  })
})

describe('other sample data', () => {
  it('has the three kanban boards and tasks on each', () => {
    const seed = buildDemoSeed()
    expect(seed.kanbanBoards.map((b) => b.id)).toEqual(['todo', 'in-progress', 'done'])
    for (const board of seed.kanbanBoards) expect(seed.kanbanTasks.some((t) => t.boardId === board.id)).toBe(true)
  })

  it('has events in all five calendars', () => {
    const calendars = new Set(buildDemoSeed().calendarEvents.map((e) => e.extendedProps.calendar))
    expect(calendars).toEqual(new Set(['Business', 'Holiday', 'Personal', 'ETC', 'Family']))
  })

  it('lists every demo page and portal route for search, with unique targets', () => {
    const pages = buildDemoSeed().searchPages
    const links = new Set(pages.map((p) => p.link))
    for (const link of ['/', '/dashboard/analytics', '/apps/roles', '/access-control', '/pages/two-steps-cover', '/misc/error',
      '/cards/action', '/components/offcanvas', '/extensions/export-selected', '/page-layout/layout-blank',
      '/forms/elements/pickers', '/forms/form-repeater', '/tables/reactstrap', '/datatables/advance',
      '/Home', '/Manage/catcupsoundslist', '/admin/stats', '/Manage/soundslistadmin']) {
      expect(links.has(link), link).toBe(true)
    }
    expect(new Set(pages.map((p) => p.target)).size).toBe(pages.length)
  })

  it('has the pricing plans of the specification', () => {
    const pricing = buildDemoSeed().demoDocs.find((d) => d.key === 'pricing')?.value
    expect(pricing).toMatchObject({
      basicPlan: { title: 'Basic', monthlyPrice: 0 },
      standardPlan: { title: 'Standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, popular: true },
      enterprisePlan: { title: 'Enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 } },
    })
  })
})
