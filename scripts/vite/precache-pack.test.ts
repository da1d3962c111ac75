import { describe, expect, it } from 'vitest'
import { shellFiles } from './precache-pack'

const R = '/app'
const SPLIT = '?tsr-split=component'
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false, css: string[] = []) => ({
  fileName,
  isEntry,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
})

const chunks = [
  chunk('assets/index.js', [`${R}/src/main.tsx`], ['assets/runtime.js'], true, ['assets/index.css']),
  chunk('assets/runtime.js', ['\0rolldown/runtime.js']),
  chunk('assets/auth.js', [`${R}/src/routes/login.tsx${SPLIT}`], ['assets/index.js']),
  chunk('assets/layout.js', [`${R}/src/routes/_app.tsx${SPLIT}`], ['assets/index.js']),
  chunk('assets/portal-creator.js', [`${R}/src/features/creator/sounds-list-screen.tsx`], ['assets/index.js'], false, ['assets/creator.css']),
]

describe('shellFiles', () => {
  it('names what a first visit loads itself (entry, layout, signed-out pages, their style sheets), not the screens past them', () => {
    expect([...shellFiles(chunks)].sort()).toEqual(['assets/auth.js', 'assets/index.css', 'assets/index.js', 'assets/layout.js', 'assets/runtime.js'])
  })
})
