import { describe, expect, it } from 'vitest'
import { signInScreenHtml, visitorBannerHtml } from '../../src/lib/first-screen/markup'
import { filesPastEntry, linkedStyleSheet, withFirstScreen, withInlineStyle, withPreloads } from './route-documents'
import { isDemoHome, isLayoutRoute, isSignedOutRoute } from './module-kinds'

const R = '/app'
const SPLIT = '?tsr-split=component'
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ fileName, isEntry, imports, moduleIds })

const chunks = [
  chunk('assets/shell.js', [`${R}/src/main.tsx`, `${R}/src/routeTree.gen.ts`], ['assets/runtime.js'], true),
  chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
  chunk('assets/auth.js', [`${R}/src/routes/login.tsx${SPLIT}`, `${R}/src/features/auth/sign-in-form.tsx`], ['assets/shell.js', 'assets/runtime.js', 'assets/form-lib.js']),
  chunk('assets/form-lib.js', [`${R}/node_modules/react-hook-form/dist/index.esm.mjs`], ['assets/shell.js']),
  chunk('assets/layout.js', [`${R}/src/routes/_app.tsx${SPLIT}`, `${R}/src/routes/_app/Home.tsx${SPLIT}`], ['assets/shell.js']),
  chunk('assets/demo-dashboard.js', [`${R}/src/routes/_app/index.tsx${SPLIT}`, `${R}/src/features/demo-dashboard/dashboards.tsx`], ['assets/shell.js', 'assets/charts.js']),
  chunk('assets/charts.js', [`${R}/node_modules/recharts/es6/index.js`]),
  chunk('assets/demo-calendar.js', [`${R}/src/routes/_app/apps.calendar.tsx${SPLIT}`], ['assets/shell.js']),
]

describe('filesPastEntry', () => {
  it('lists what the sign-in pages load past the entry, with what it imports, and nothing of the layout', () => {
    expect(filesPastEntry(chunks, isSignedOutRoute)).toEqual(['assets/auth.js', 'assets/form-lib.js'])
  })

  it('lists the layout chunk for every other page', () => {
    expect(filesPastEntry(chunks, isLayoutRoute)).toEqual(['assets/layout.js'])
  })

  it('lists the layout, the demo dashboard and its charts for the first visit to /', () => {
    expect(filesPastEntry(chunks, (id) => isLayoutRoute(id) || isDemoHome(id))).toEqual(['assets/charts.js', 'assets/demo-dashboard.js', 'assets/layout.js'])
  })
})

describe('withFirstScreen', () => {
  const html = '<html><head></head><body>\n    <div id="root"><div role="status">Loading…</div></div>\n  </body></html>'

  it('draws the visitor banner before the app root, which keeps its loading line', () => {
    const out = withFirstScreen(html, visitorBannerHtml())
    expect(out.indexOf('id="visitor-banner"')).toBeLessThan(out.indexOf('<div id="root">'))
    expect(out).toContain('<a href="/login"')
    expect(out).toContain('Loading…')
  })

  it('draws a sign-in form that posts by itself, and keeps the app root out of sight until the app replaces it', () => {
    const out = withFirstScreen(html, signInScreenHtml())
    expect(out).toMatch(/<form method="post" action="\/api\/auth\/form-sign-in"/)
    expect(out).toContain('name="email"')
    expect(out).toContain('#first-screen~#root{display:none}')
  })

  it('refuses a document without the app root', () => {
    expect(() => withFirstScreen('<html><body></body></html>', visitorBannerHtml())).toThrow(/no <div id="root">/)
  })
})

describe('withPreloads', () => {
  it('adds one module preload per file to the head', () => {
    const html = '<html><head><script type="module" src="/assets/shell.js"></script></head><body></body></html>'
    const out = withPreloads(html, ['assets/auth.js', 'assets/form-lib.js'])
    expect(out.match(/<link rel="modulepreload" crossorigin href="\/assets\/[a-z-]+\.js">/g)).toHaveLength(2)
    expect(out.indexOf('auth.js')).toBeLessThan(out.indexOf('</head>'))
    expect(out).toContain('<body></body>')
  })
})

describe('withInlineStyle', () => {
  const html =
    '<html><head>\n<script type="module" crossorigin src="/assets/shell.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/shell.css">\n<link rel="modulepreload" crossorigin href="/assets/auth.js">\n</head><body></body></html>'

  it('finds the style sheet the document links', () => {
    expect(linkedStyleSheet(html)).toBe('assets/shell.css')
    expect(linkedStyleSheet('<html><head></head></html>')).toBeNull()
  })

  it('writes the style sheet into the head after the scripts and preloads, in place of its link', () => {
    const out = withInlineStyle(html, 'body{margin:0}')
    expect(out).not.toContain('shell.css')
    expect(out).toContain('<style>body{margin:0}</style>')
    expect(out.indexOf('<style>')).toBeGreaterThan(out.indexOf('auth.js'))
    expect(out.indexOf('<style>')).toBeLessThan(out.indexOf('</head>'))
  })

  it('refuses a style sheet that would end the style element early', () => {
    expect(() => withInlineStyle(html, 'a{content:"</style>"}')).toThrow(/<\/style/)
  })
})
