/**
 * The first screen a visitor's document carries as HTML, drawn before the app's script has arrived
 * (scripts/vite/route-documents.ts writes it into the documents the server sends for `/` and
 * `/login`). The app then takes it over in place (takeover.ts): the visitor banner is the same
 * element the app keeps, and the sign-in form is the app's own form drawn with the same classes,
 * so nothing moves when the script starts. Plain strings: the build reads this file too.
 */

/** The visitor banner above the demo area, outside the app's root (the app keeps it, or hides it once signed in). */
export const VISITOR_BANNER_ID = 'visitor-banner'
/** The document's own sign-in screen, before the app's root; removed when the app's form replaces it. */
export const FIRST_SCREEN_ID = 'first-screen'

export const VISITOR_TEXT =
  'Artists promote their sounds with short-video creators, and creators are paid for each approved use. What you see here is a demo with sample figures.'

export const VISITOR_CLASSES = {
  // Clear of the wide screen's side menu, which is fixed from the top: icons only until pinned open.
  banner: 'relative z-40 border-b border-border bg-card px-4 py-3 lg:pl-24',
  bannerBesidePinnedMenu: 'lg:pl-68',
  row: 'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2',
  name: 'flex items-center gap-2 text-lg font-bold text-primary',
  text: 'min-w-0 flex-1 basis-64 text-sm text-soft-foreground',
  links: 'flex items-center gap-3 text-sm',
  signIn: 'inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 font-medium text-white shadow-sm hover:bg-brand-800',
  register: 'text-primary underline',
} as const

/** The app's Disc3 icon (lucide), as the icon component draws it. */
const DISC_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-disc-3" aria-hidden="true"><circle cx="12" cy="12" r="10"></circle><path d="M6 12c0-1.7.7-3.2 1.8-4.2"></path><circle cx="12" cy="12" r="2"></circle><path d="M18 12c0 1.7-.7 3.2-1.8 4.2"></path></svg>'

/** The banner as HTML (the app draws the same in visitor-banner.tsx when the document had none). */
export function visitorBannerHtml(): string {
  const c = VISITOR_CLASSES
  return (
    `<aside id="${VISITOR_BANNER_ID}" aria-label="About Sound Portal" class="${c.banner}"><div class="${c.row}">` +
    `<p class="${c.name}">${DISC_ICON}<span>Sound Portal</span></p>` +
    `<p class="${c.text}">${VISITOR_TEXT}</p>` +
    `<p class="${c.links}"><a href="/register" class="${c.register}">Create an account</a><a href="/login" class="${c.signIn}">Sign in</a></p>` +
    `</div></aside>`
  )
}

/** Where the document's form posts when it is sent before the app's script runs (server/routes/auth/form-sign-in.ts). */
export const FORM_SIGN_IN_ACTION = '/api/auth/form-sign-in'

// The classes of the app's Card, Label, Input and Button (components/ui), as they render for the
// sign-in form (features/auth/sign-in-form.tsx); the end-to-end test checks the form does not move.
const FIELD =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground/70 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-500 h-10'
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 bg-brand-700 text-white shadow-sm hover:bg-brand-800 h-10 px-4 w-full'

const field = (name: string, label: string, type: string, autocomplete: string) =>
  `<div class="grid gap-1.5"><label class="text-sm font-medium text-soft-foreground" for="${name}">${label}</label>` +
  `<input type="${type}" class="${FIELD}" id="${name}" name="${name}" autocomplete="${autocomplete}" required></div>`

/** The sign-in page as HTML: the app's AuthCard around a form that also works on its own. */
export function signInScreenHtml(): string {
  return (
    `<div id="${FIRST_SCREEN_ID}"><main class="flex min-h-dvh items-center justify-center p-4">` +
    `<section class="rounded-xl bg-card p-6 shadow-sm ring-1 ring-border w-full max-w-md">` +
    `<div class="mb-6 flex items-center gap-2 text-primary">${DISC_ICON}<span class="text-lg font-bold">Sound Portal</span></div>` +
    `<h1 class="text-2xl font-semibold text-foreground">Sign in</h1><p class="mb-6 text-muted-foreground">Welcome back. Sign in to your account.</p>` +
    `<form method="post" action="${FORM_SIGN_IN_ACTION}" class="space-y-4">` +
    field('email', 'E-mail', 'email', 'email') +
    field('password', 'Password', 'password', 'current-password') +
    `<div class="text-right text-sm"><a href="/forgot-password" class="text-primary underline">Forgot password?</a></div>` +
    `<button type="submit" class="${BUTTON}">Sign in</button>` +
    `<p class="text-center text-sm text-muted-foreground">New here? <a href="/register" class="text-primary underline">Create an account</a></p>` +
    `</form></section></main></div>` +
    // The app's root stays out of sight while the document's screen is up (the app removes it when its own form is drawn).
    `<style>#${FIRST_SCREEN_ID}~#root{display:none}</style>`
  )
}
