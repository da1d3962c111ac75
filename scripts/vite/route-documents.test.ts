import { describe, expect, it } from 'vitest'
import { filesPastEntry, withPreloads } from './route-documents'
import { isLayoutRoute, isSignedOutRoute } from './module-kinds'

const R = '/app'
const SPLIT = '?tsr-split=component'
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({ fileName, isEntry, imports, moduleIds })

const chunks = [
  chunk('assets/shell.js', [`${R}/src/main.tsx`, `${R}/src/routeTree.gen.ts`], ['assets/runtime.js'], true),
  chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
  chunk('assets/auth.js', [`${R}/src/routes/login.tsx${SPLIT}`, `${R}/src/features/auth/sign-in-form.tsx`], ['assets/shell.js', 'assets/runtime.js', 'assets/form-lib.js']),
  chunk('assets/form-lib.js', [`${R}/node_modules/react-hook-form/dist/index.esm.mjs`], ['assets/shell.js']),
  chunk('assets/layout.js', [`${R}/src/routes/_app.tsx${SPLIT}`, `${R}/src/routes/_app/Home.tsx${SPLIT}`], ['assets/shell.js']),
  chunk('assets/demo-calendar.js', [`${R}/src/routes/_app/apps.calendar.tsx${SPLIT}`], ['assets/shell.js']),
]

describe('filesPastEntry', () => {
  it('lists what the sign-in pages load past the entry, with what it imports, and nothing of the layout', () => {
    expect(filesPastEntry(chunks, isSignedOutRoute)).toEqual(['assets/auth.js', 'assets/form-lib.js'])
  })

  it('lists the layout chunk for every other page', () => {
    expect(filesPastEntry(chunks, isLayoutRoute)).toEqual(['assets/layout.js'])
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
