/** Which part of the app a module belongs to, from its path alone (shared by the chunking and the precache groups). */

/** Demo-area and showcase source: their features, their route files, the template's auth pages. */
const DEMO_MODULE = /\/src\/(?:features\/(?:demo-|showcase)[^/]*\/|routes\/(?:pages|page-layout)\.[^/]+$|routes\/_app\/(?!_portal|Home\.)[^/]+$)/
/** The chart library and what only it uses. */
const CHART_MODULE = /\/node_modules\/(?:recharts|victory-vendor|d3-[a-z-]+|decimal\.js-light|es-toolkit|@reduxjs\/toolkit|redux|redux-thunk|react-redux|reselect|immer|eventemitter3|tiny-invariant)\//
/** The rich-text editor, used only by demo pages. */
const EDITOR_MODULE = /\/node_modules\/(?:@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|linkify-it|mdurl|uc\.micro|punycode\.js|entities)\//
/** Validation: the schemas the app shares with the server, and their library. */
const VALIDATION_MODULE = /(?:\/node_modules\/zod\/|\/server\/|\/src\/lib\/zod-openapi-client\.ts$)/

/** The interface parts and icons (and what only they use), small modules every screen draws with. */
const UI_KIT_MODULE = /\/node_modules\/(?:@radix-ui|lucide-react|@floating-ui|react-remove-scroll[a-z-]*|use-callback-ref|use-sidecar|react-style-singleton|aria-hidden|get-nonce|detect-node-es|tslib)\//
export const isUiKitModule = (id: string): boolean => UI_KIT_MODULE.test(id)
export const withoutQuery = (id: string): string => id.replace(/\?.*$/, '')
export const isDemoModule = (id: string): boolean => DEMO_MODULE.test(withoutQuery(id))
export const isChartModule = (id: string): boolean => CHART_MODULE.test(id)
export const isEditorModule = (id: string): boolean => EDITOR_MODULE.test(id)
/** The validation library itself. */
const VALIDATION_LIBRARY = /\/node_modules\/zod\//
/** Libraries too heavy to load with shared code: charts, the editor, validation. */
export const isHeavyModule = (id: string): boolean => CHART_MODULE.test(id) || EDITOR_MODULE.test(id) || VALIDATION_LIBRARY.test(id)
export const isValidationModule = (id: string): boolean => VALIDATION_MODULE.test(withoutQuery(id))
export const isPackageModule = (id: string): boolean => id.includes('/node_modules/')
/** A route file split by the router (its component or loader), loaded when the route is first opened. */
export const isRouteSplit = (id: string): boolean => /[?&]tsr-split=/.test(id)
/** Rolldown's runtime and other virtual modules belong to no part of the app. */
export const isVirtualModule = (id: string): boolean => id.startsWith('\0') || !id.includes('/')

const APP_FAMILY: Record<string, string> = { user: 'users', roles: 'permissions', permissions: 'permissions' }
const ROUTE_FAMILY: Record<string, string> = {
  cards: 'showcase-cards',
  charts: 'showcase-charts',
  components: 'showcase',
  datatables: 'showcase-tables',
  tables: 'showcase-tables',
  extensions: 'showcase-extensions',
  forms: 'showcase-forms',
  icons: 'showcase',
  'ui-element': 'showcase',
  dashboard: 'demo-dashboard',
  index: 'demo-dashboard',
}

/**
 * The chunk a demo or showcase module goes into: one per demo app or showcase family, so a
 * demo page loads a few larger files (the route files join their feature's chunk).
 */
export function demoFamily(id: string): string {
  const path = withoutQuery(id)
  const feature = /\/src\/features\/((?:demo|showcase)[^/]*)\//.exec(path)
  if (feature) return feature[1] as string
  const route = /\/src\/routes\/_app\/([^./]+)(?:\.([^./$]+))?/.exec(path)
  if (route) {
    const [, first, second] = route as unknown as [string, string, string | undefined]
    if (first === 'apps' && second) return `demo-${APP_FAMILY[second] ?? second}`
    return ROUTE_FAMILY[first] ?? 'demo-pages'
  }
  return 'demo-pages'
}

/** The portal role whose screens a feature module belongs to, if any. */
export function roleOf(id: string): string | null {
  return /\/src\/features\/(creator|artist|brand|admin)\//.exec(id)?.[1] ?? null
}

/**
 * The sync catalogue's write kinds: each feature's writes, the shared upload, video and hold kinds and the
 * app's registration of them (src/app/portal-writes.ts). One chunk, apart from the role screens (a
 * creator does not load the admin's forms to register the admin's writes), loaded when a queued
 * write first needs it; it brings the validation library.
 */
export const isSyncCatalogue = (id: string): boolean =>
  /\/src\/(?:app\/portal-writes\.ts|features\/[^/]+\/writes\.ts|lib\/sync\/portal\/(?:videos|uploads|holds)\.ts)$/.test(withoutQuery(id))

/**
 * The catalogue's lists (src/lib/sync/portal/) and their registration (src/app/portal-registry.ts),
 * with the names of the write kinds (each feature's kinds.ts), which the catalogue and the screens
 * both read: small and free of the validation library, loaded with a signed-in user's frame.
 */
export const isSyncLists = (id: string): boolean =>
  !isSyncCatalogue(id) && /\/src\/(?:app\/(?:portal-registry|portal-lists)\.ts|lib\/sync\/portal\/[^/]+\.ts|features\/[^/]+\/kinds\.ts)$/.test(withoutQuery(id))

/**
 * The sign-in, sign-up and password pages, which a signed-out visitor opens first: each has its own
 * document (route-documents.ts), and their route files go together (isSignedOutRoute).
 */
export const SIGNED_OUT_PAGES = ['login', 'register', 'forgot-password', 'reset-password'] as const
const SIGNED_OUT_ROUTE = new RegExp(`/src/routes/(?:${SIGNED_OUT_PAGES.join('|')})\\.tsx$`)
export const isSignedOutRoute = (id: string): boolean => SIGNED_OUT_ROUTE.test(withoutQuery(id))
/** The signed-out page a route file is, if any. */
export const signedOutPage = (id: string): (typeof SIGNED_OUT_PAGES)[number] | null =>
  SIGNED_OUT_PAGES.find((page) => withoutQuery(id).endsWith(`/src/routes/${page}.tsx`)) ?? null
/** The sign-in page's route file: the page a signed-out visitor waits for most. */
export const isSignInRoute = (id: string): boolean => signedOutPage(id) === 'login'

/**
 * The layout routes and Home: the frame of every page but the signed-out ones. Split by the
 * router into a chunk of their own, which every document but the signed-out pages' preloads
 * (scripts/vite/route-documents.ts).
 */
export const isLayoutRoute = (id: string): boolean => /\/src\/routes\/(?:_app\.tsx|_app\/_portal\.tsx|_app\/Home\.tsx)$/.test(withoutQuery(id))

/** The demo dashboard a first visit to `/` shows: its route file and its cards. */
export const isDemoHome = (id: string): boolean => /\/src\/(?:routes\/_app\/index\.tsx|features\/demo-dashboard\/)/.test(withoutQuery(id))
