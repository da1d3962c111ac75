import { describe, expect, it } from 'vitest'
import { chunkName, moduleFacts, type GraphInfo } from './chunk-groups'
import { demoFamily, isSyncCatalogue } from './module-kinds'
import { coreChunks } from './precache-groups'

const R = '/app'
const SPLIT = '?tsr-split=component'
const id = {
  main: `${R}/src/main.tsx`,
  tree: `${R}/src/routeTree.gen.ts`,
  home: `${R}/src/routes/_app/Home.tsx${SPLIT}`,
  menu: `${R}/src/features/shell/vertical-menu.tsx`,
  card: `${R}/src/components/ui/card.tsx`,
  loginRoute: `${R}/src/routes/login.tsx${SPLIT}`,
  signIn: `${R}/src/features/auth/sign-in-form.tsx`,
  registerRoute: `${R}/src/routes/register.tsx${SPLIT}`,
  signUp: `${R}/src/features/auth/sign-up-form.tsx`,
  formLibrary: `${R}/node_modules/react-hook-form/dist/index.esm.mjs`,
  creatorHome: `${R}/src/features/creator/home.tsx`,
  calendarRoute: `${R}/src/routes/_app/apps.calendar.tsx${SPLIT}`,
  calendar: `${R}/src/features/demo-calendar/calendar-app.tsx`,
  demoIcon: `${R}/node_modules/lucide-react/dist/esm/icons/calendar.mjs`,
  brandRoute: `${R}/src/routes/_app/_portal/brandrequests.tsx${SPLIT}`,
  brandScreen: `${R}/src/features/brand/request-board.tsx`,
  dnd: `${R}/node_modules/@dnd-kit/core/dist/core.esm.js`,
  soundsRoute: `${R}/src/routes/_app/_portal/Manage.soundslist.tsx${SPLIT}`,
  soundsScreen: `${R}/src/features/creator/sounds-list-screen.tsx`,
  sonner: `${R}/node_modules/sonner/dist/index.mjs`,
  schemas: `${R}/server/routes/sounds/sounds.schemas.ts`,
  zod: `${R}/node_modules/zod/v4/classic/schemas.js`,
  statsRoute: `${R}/src/routes/_app/_portal/admin.stats.tsx${SPLIT}`,
  statsScreen: `${R}/src/features/admin/stats-screen.tsx`,
  statsCharts: `${R}/src/features/admin/stats-charts.tsx`,
  recharts: `${R}/node_modules/recharts/es6/index.js`,
  notAuthorized: `${R}/src/routes/misc.not-authorized.tsx${SPLIT}`,
  miscPages: `${R}/src/features/demo-pages/misc-pages.tsx`,
  loadCatalogue: `${R}/src/app/load-portal-registry.ts`,
  catalogue: `${R}/src/app/portal-registry.ts`,
  writesCatalogue: `${R}/src/app/portal-writes.ts`,
  creatorWrites: `${R}/src/features/creator/writes.ts`,
  creatorKinds: `${R}/src/features/creator/kinds.ts`,
  walletRoute: `${R}/src/routes/_app/_portal/transactions.tsx${SPLIT}`,
  walletHooks: `${R}/src/features/wallet/hooks.ts`,
  walletLists: `${R}/src/lib/sync/portal/wallet-lists.ts`,
  lists: `${R}/src/lib/sync/portal/market.ts`,
  runtime: '\0rolldown/runtime.js',
}

/** A small app: the entry, a role's Home loaded on demand, portal and demo routes split by the router. */
const edges: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
  [id.main]: { entry: true, imports: [id.tree] },
  [id.tree]: { imports: [id.loadCatalogue], lazy: [id.home, id.loginRoute, id.registerRoute, id.calendarRoute, id.soundsRoute, id.brandRoute, id.statsRoute, id.notAuthorized, id.walletRoute] },
  [id.walletRoute]: { imports: [id.walletHooks] },
  [id.walletHooks]: { imports: [id.walletLists, id.sonner] },
  [id.brandRoute]: { imports: [id.brandScreen] },
  [id.brandScreen]: { imports: [id.sonner] },
  [id.home]: { imports: [id.menu, id.card], lazy: [id.creatorHome] },
  [id.loginRoute]: { imports: [id.signIn] },
  [id.signIn]: { imports: [id.card] },
  [id.registerRoute]: { imports: [id.signUp] },
  [id.signUp]: { imports: [id.card, id.formLibrary] },
  [id.calendarRoute]: { imports: [id.calendar] },
  [id.calendar]: { imports: [id.dnd, id.demoIcon] },
  [id.soundsRoute]: { imports: [id.soundsScreen] },
  [id.soundsScreen]: { imports: [id.sonner, id.schemas, id.creatorWrites] },
  [id.loadCatalogue]: { lazy: [id.catalogue] },
  [id.catalogue]: { imports: [id.lists], lazy: [id.writesCatalogue] },
  [id.writesCatalogue]: { imports: [id.creatorWrites] },
  [id.creatorWrites]: { imports: [id.schemas, id.lists, id.creatorKinds] },
  [id.schemas]: { imports: [id.zod] },
  [id.statsRoute]: { imports: [id.statsScreen] },
  [id.statsScreen]: { lazy: [id.statsCharts] },
  [id.statsCharts]: { imports: [id.recharts] },
  [id.notAuthorized]: { imports: [id.miscPages] },
}

function graph(): (m: string) => GraphInfo | null {
  const all = new Set([...Object.keys(edges), ...Object.values(edges).flatMap((e) => [...(e.imports ?? []), ...(e.lazy ?? [])])])
  return (m) =>
    all.has(m)
      ? {
          isEntry: edges[m]?.entry === true,
          importedIds: edges[m]?.imports ?? [],
          dynamicallyImportedIds: edges[m]?.lazy ?? [],
          dynamicImporters: Object.keys(edges).filter((from) => edges[from]?.lazy?.includes(m)),
        }
      : null
}

const facts = () => {
  const info = graph()
  return moduleFacts(Object.values(id).filter((m) => info(m)), info)
}

describe('chunkName', () => {
  it('puts what loads with the entry into one chunk with it, and leaves a role Home loaded on demand to the bundler', () => {
    const f = facts()
    expect(chunkName(id.main, f)).toBeNull()
    expect(chunkName(id.tree, f)).toBe('index')
    expect(chunkName(id.creatorHome, f)).toBeNull()
    expect(chunkName(id.runtime, f)).toBeNull()
  })

  it('puts the layout and Home in a chunk of their own, and what the sign-in pages share with them with the entry', () => {
    const f = facts()
    expect(chunkName(id.home, f)).toBe('layout')
    expect(chunkName(id.menu, f)).toBe('layout')
    expect(chunkName(id.card, f)).toBe('index')
    expect(chunkName(id.loginRoute, f)).toBe('auth')
    expect(chunkName(id.signIn, f)).toBe('auth')
  })

  it('keeps the other signed-out pages and their form library out of the sign-in page’s chunk', () => {
    const f = facts()
    expect(chunkName(id.registerRoute, f)).toBe('auth-forms')
    expect(chunkName(id.signUp, f)).toBe('auth-forms')
    expect(chunkName(id.formLibrary, f)).toBe('auth-forms')
  })

  it('puts a demo app with its route in one chunk, and the interface parts only demo pages use in one more', () => {
    const f = facts()
    expect(chunkName(id.calendarRoute, f)).toBe('demo-calendar')
    expect(chunkName(id.calendar, f)).toBe('demo-calendar')
    expect(chunkName(id.demoIcon, f)).toBe('demo-ui')
    expect(chunkName(id.dnd, f)).toBeNull()
  })

  it("puts a portal screen with its role, its libraries with the portal's, and the schemas with validation", () => {
    const f = facts()
    expect(chunkName(id.brandRoute, f)).toBe('portal-brand')
    expect(chunkName(id.sonner, f)).toBe('portal-vendor')
    expect(chunkName(id.schemas, f)).toBe('validation')
    expect(chunkName(id.zod, f)).toBe('validation')
  })

  it("keeps a role's screens that validate as they load apart from its other screens", () => {
    const f = facts()
    expect(chunkName(id.soundsRoute, f)).toBe('portal-creator-forms')
    expect(chunkName(id.soundsScreen, f)).toBe('portal-creator-forms')
  })

  it('keeps the chart library, and what loads it on demand, out of the role chunk', () => {
    const f = facts()
    expect(chunkName(id.statsScreen, f)).toBe('portal-admin')
    expect(chunkName(id.statsCharts, f)).toBeNull()
    expect(chunkName(id.recharts, f)).toBeNull()
  })

  it("puts the sync catalogue's write kinds (each feature's writes, their registration) in one chunk, not with a role's screens, and its lists in another", () => {
    const f = facts()
    expect(chunkName(id.writesCatalogue, f)).toBe('sync-catalogue')
    expect(chunkName(id.creatorWrites, f)).toBe('sync-catalogue')
    // The shared write kinds (they bring the server's schemas), not the small lists they sit beside.
    for (const shared of ['videos', 'uploads', 'holds']) expect(isSyncCatalogue(`${R}/src/lib/sync/portal/${shared}.ts`)).toBe(true)
    expect(chunkName(id.catalogue, f)).toBe('sync-lists')
    expect(chunkName(id.lists, f)).toBe('sync-lists')
    expect(chunkName(id.loadCatalogue, f)).toBe('index')
  })

  it("puts the write kinds' names with the lists: the catalogue and the screens both read them, free of validation", () => {
    expect(chunkName(id.creatorKinds, facts())).toBe('sync-lists')
  })

  it('leaves portal code the roles share that imports the lists to the bundler (the lists import the portal chunk)', () => {
    const f = facts()
    expect(chunkName(id.walletLists, f)).toBe('sync-lists')
    expect(chunkName(id.walletHooks, f)).toBeNull()
  })

  it('treats demo code a portal page renders as portal code', () => {
    expect(chunkName(id.miscPages, facts())).toBe('portal')
  })
})

describe('demoFamily', () => {
  it('names a chunk after the demo app or showcase family', () => {
    expect(demoFamily(`${R}/src/routes/_app/apps.user.view.$id.tsx${SPLIT}`)).toBe('demo-users')
    expect(demoFamily(`${R}/src/features/demo-users/user-list.tsx`)).toBe('demo-users')
    expect(demoFamily(`${R}/src/routes/_app/forms.wizard.tsx${SPLIT}`)).toBe('showcase-forms')
    expect(demoFamily(`${R}/src/routes/pages.login-basic.tsx${SPLIT}`)).toBe('demo-pages')
  })
})

describe('coreChunks', () => {
  const f = facts()
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ fileName, isEntry, imports, moduleIds })

  it('takes what the entry imports and what portal code loads on demand, not the demo area', () => {
    const chunks = [
      chunk('index.js', [id.runtime, id.main, id.tree], [], true),
      chunk('portal-creator.js', [id.soundsRoute, id.soundsScreen], ['validation.js']),
      chunk('validation.js', [id.schemas, id.zod]),
      chunk('demo-calendar.js', [id.calendarRoute, id.calendar], ['dnd.js']),
      chunk('dnd.js', [id.dnd]),
    ]
    expect([...coreChunks(chunks, f)].sort()).toEqual(['index.js', 'portal-creator.js', 'validation.js'])
  })

  it('takes the layout chunk, which the entry loads on demand', () => {
    const chunks = [chunk('index.js', [id.main, id.tree], [], true), chunk('layout.js', [id.home, id.menu])]
    expect(coreChunks(chunks, f).has('layout.js')).toBe(true)
  })

  it('keeps a demo chunk out of the install when it holds a copy of a portal module', () => {
    const chunks = [chunk('index.js', [id.main, id.tree], [], true), chunk('demo-calendar.js', [id.calendarRoute, id.calendar, id.sonner]), chunk('portal-creator.js', [id.soundsRoute, id.soundsScreen, id.sonner])]
    expect(coreChunks(chunks, f).has('demo-calendar.js')).toBe(false)
    expect(coreChunks(chunks, f).has('portal-creator.js')).toBe(true)
  })

  it('takes a chunk of demo code that a portal page renders', () => {
    const chunks = [chunk('index.js', [id.main, id.tree], [], true), chunk('misc.js', [id.notAuthorized], ['demo-pages.js']), chunk('demo-pages.js', [id.miscPages])]
    expect(coreChunks(chunks, f).has('demo-pages.js')).toBe(true)
  })
})
