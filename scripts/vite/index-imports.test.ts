import { describe, expect, it } from 'vitest'
import { importedNames, indexExports, preciseImports } from './index-imports'

const LUCIDE = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs'
const LOADER = '/app/node_modules/lucide-react/dist/esm/icons/loader-circle.mjs'
const X = '/app/node_modules/lucide-react/dist/esm/icons/x.mjs'
const RADIX = '/app/node_modules/radix-ui/dist/index.mjs'
const DIALOG = '/app/node_modules/@radix-ui/react-dialog/dist/index.mjs'
const SLOT = '/app/node_modules/@radix-ui/react-slot/dist/index.mjs'
const SCREEN = '/app/src/features/creator/screen.tsx'

const modules: Record<string, { code: string; importedIds: string[] }> = {
  [LUCIDE]: {
    code: "export { default as Loader2, default as LoaderCircle } from './icons/loader-circle.mjs';\nexport { default as X, default as XIcon } from './icons/x.mjs';",
    importedIds: [LOADER, X],
  },
  [RADIX]: { code: 'import * as Dialog from "@radix-ui/react-dialog";\nimport * as Slot from "@radix-ui/react-slot";\nexport { Dialog, Slot };', importedIds: [DIALOG, SLOT] },
  [SCREEN]: {
    code: 'import { Loader2 as Spinner } from "lucide-react";\nimport { Dialog } from "radix-ui";\nimport { db } from "/app/src/db/db.ts";',
    importedIds: [LUCIDE, RADIX, '/app/src/db/db.ts'],
  },
}

describe('index-file imports', () => {
  it("reads each name an index file exports and the module it comes from, aliases included", () => {
    const lucide = modules[LUCIDE] as { code: string; importedIds: string[] }
    expect(indexExports(LUCIDE, lucide.code, lucide.importedIds)).toEqual(new Map([['Loader2', LOADER], ['LoaderCircle', LOADER], ['X', X], ['XIcon', X]]))
  })

  it('reads the names a module imports from each such library', () => {
    expect(importedNames('import { A, type B, C as D } from "lucide-react"\nimport { E } from "./local"')).toEqual(new Map([['lucide-react', ['A', 'B', 'C']]]))
  })

  it('replaces an edge to an index file with edges to the modules the imported names come from', () => {
    const imports = preciseImports((m) => modules[m] ?? null)
    expect(imports(SCREEN)).toEqual(['/app/src/db/db.ts', LOADER, DIALOG])
    expect(imports(LUCIDE)).toEqual([])
  })
})
