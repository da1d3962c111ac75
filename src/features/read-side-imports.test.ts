import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// What a screen that only reads loads with it: a feature's write kinds (writes.ts) bring the
// server's schemas and the validation library, so the modules screens read through (hooks, the
// kinds' names) must not reach them by a static import. Actions may (they check what they queue),
// and a screen that only renders must not import them at load.

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FEATURES = path.join(ROOT, 'src/features')

/** The modules a file imports when it loads (type-only imports and `import()` left out). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const out: string[] = []
  for (const s of source.statements) {
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly) out.push((s.moduleSpecifier as ts.StringLiteral).text)
    if (ts.isExportDeclaration(s) && s.moduleSpecifier && !s.isTypeOnly) out.push((s.moduleSpecifier as ts.StringLiteral).text)
  }
  return out
}

/** The file an import names, or `package:<name>`. */
function resolve(from: string, spec: string): string {
  const base = spec.startsWith('@/') ? path.join(ROOT, 'src', spec.slice(2)) : spec.startsWith('@server/') ? path.join(ROOT, 'server', spec.slice(8)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return `package:${spec}`
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => existsSync(f) && !f.endsWith(path.sep) && /\.tsx?$/.test(f))
  if (!found) throw new Error(`${path.relative(ROOT, from)} imports ${spec}, which is not a file`)
  return found
}

/** The chain of static imports from `file` to the first module `bad` accepts, or null. */
function pathTo(file: string, bad: (f: string) => boolean): string[] | null {
  const seen = new Set<string>([file])
  const queue: string[][] = [[file]]
  while (queue.length) {
    const chain = queue.shift()!
    const at = chain.at(-1)!
    for (const spec of staticImports(at)) {
      const next = resolve(at, spec)
      if (seen.has(next)) continue
      const longer = [...chain, next]
      if (bad(next)) return longer.map((f) => path.relative(ROOT, f))
      seen.add(next)
      if (!next.startsWith('package:')) queue.push(longer)
    }
  }
  return null
}

const isWrites = (f: string) => /\/src\/features\/[^/]+\/writes\.ts$/.test(f) || f.endsWith('/src/lib/sync/portal/videos.ts') || f.endsWith('/src/app/portal-writes.ts')
/** The server's schemas, or the validation library itself. */
const isValidation = (f: string) => f.endsWith('.schemas.ts') || f === 'package:zod' || f.startsWith('package:zod/')

const featureFiles = readdirSync(FEATURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(FEATURES, d.name)).map((f) => path.join(FEATURES, d.name, f)))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))

/** The modules screens read through: each feature's hooks and the names of its write kinds. */
const readSide = featureFiles.filter((f) => /\/(hooks|[\w-]+-hooks|kinds)\.ts$/.test(f))

/** What a role sees first, and the bell on every signed-in screen: they load with no validation at all. */
const firstPaint = ['admin/home.tsx', 'artist/home.tsx', 'brand/home.tsx', 'creator/home.tsx', 'sync/notifications-bell.tsx'].map((f) => path.join(FEATURES, f))

/** Screens that show what is kept without queueing anything (Statics checks its range with the server's schema). */
const renderOnly = ['admin/stats-screen.tsx', 'admin/locking-screen.tsx'].map((f) => path.join(FEATURES, f))

describe('what a screen that only reads loads', () => {
  it('finds the read-side modules', () => {
    expect(readSide.map((f) => path.relative(FEATURES, f))).toEqual(expect.arrayContaining(['admin/hooks.ts', 'brand/hooks.ts', 'creator/hooks.ts', 'wallet/hooks.ts', 'creator/kinds.ts', 'sync/notification-hooks.ts']))
  })

  it.each([...readSide, ...firstPaint].map((f) => [path.relative(ROOT, f), f]))('%s reaches no write kind and no validation', (_name, file) => {
    expect(pathTo(file, isWrites)).toBeNull()
    expect(pathTo(file, isValidation)).toBeNull()
  })

  it.each(renderOnly.map((f) => [path.relative(ROOT, f), f]))('%s reaches no write kind', (_name, file) => {
    expect(pathTo(file, isWrites)).toBeNull()
  })

  it('sees a write kind reached through an action, and the schemas through a write kind', () => {
    expect(pathTo(path.join(FEATURES, 'creator/hold-panel.tsx'), isWrites)).toEqual(['src/features/creator/hold-panel.tsx', 'src/features/creator/actions.ts', 'src/features/creator/writes.ts'])
    expect(pathTo(path.join(FEATURES, 'wallet/writes.ts'), isValidation)).toEqual(['src/features/wallet/writes.ts', 'server/routes/wallet/wallet.schemas.ts'])
  })
})
