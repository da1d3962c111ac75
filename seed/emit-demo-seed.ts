import type { Plugin } from 'vite'
import { buildDemoSeed } from './demo/index'

/**
 * Writes each demo table to /seed/demo/<table>.json in the build (and serves it in dev). The
 * worker precaches these files and seeds IndexedDB from them, so the data never sits inside
 * the worker script.
 */
export function demoSeedFiles(): Plugin {
  let tables: Record<string, string> | null = null
  const files = () => {
    tables ??= Object.fromEntries(Object.entries(buildDemoSeed()).map(([name, rows]) => [name, JSON.stringify(rows)]))
    return tables
  }
  return {
    name: 'demo-seed-files',
    generateBundle() {
      for (const [name, json] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName: `seed/demo/${name}.json`, source: json })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/seed\/demo\/([\w-]+)\.json$/.exec(req.url ?? '')
        const json = match?.[1] ? files()[match[1]] : undefined
        if (!json) return next()
        res.setHeader('content-type', 'application/json')
        res.end(json)
      })
    },
  }
}
