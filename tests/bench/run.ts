import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { benchBundle } from './bundle.bench'
import { benchDexie } from './dexie.bench'
import { benchGrowth } from './growth.bench'
import { benchInstall } from './install.bench'
import { benchLighthouse } from './lighthouse.bench'
import { buildApp, ROOT } from './lib/harness'
import { benchLocking } from './locking.bench'
import { benchNetwork } from './network.bench'
import { round, type BenchRow } from './lib/stats'
import { benchScale } from './scale.bench'
import { benchServerLoad } from './server-load'
import { benchSync } from './sync.bench'
import { benchWallet } from './wallet.bench'
import { benchWorker } from './worker.bench'

/**
 * `npm run bench`: every benchmark, each as a ratio to a peer measured side by side in the
 * same run (the machine is shared and noisy, so absolute times are reported, never asserted).
 * BENCH_ONLY=bundle,worker runs a subset.
 */
const suites: Record<string, () => Promise<BenchRow[]>> = {
  bundle: benchBundle,
  install: benchInstall,
  network: benchNetwork,
  worker: benchWorker,
  dexie: benchDexie,
  lighthouse: benchLighthouse,
  server: benchServerLoad,
  sync: benchSync,
  wallet: benchWallet,
  locking: benchLocking,
  growth: benchGrowth,
  scale: benchScale,
}

function fmt(n: number | undefined, unit = ''): string {
  if (n === undefined || Number.isNaN(n)) return ''
  const abs = Math.abs(n)
  const text = abs >= 100 ? n.toFixed(0) : abs >= 10 ? n.toFixed(1) : n.toFixed(2)
  return unit ? `${text} ${unit}` : text
}

function table(rows: BenchRow[]): string {
  const lines = ['| Group | Measure | Value | Peer | Ratio | Goal | Met |', '|---|---|---|---|---|---|---|']
  for (const r of rows) {
    const peer = r.peer !== undefined ? `${fmt(r.peer, r.unit)} (${r.peerName ?? 'peer'})` : ''
    const met = r.met === undefined ? '' : r.met ? 'yes' : '**no**'
    lines.push(`| ${r.group} | ${r.name}${r.detail ? ` (${r.detail})` : ''} | ${fmt(r.value, r.unit)} | ${peer} | ${r.ratio !== undefined ? `${fmt(r.ratio)}x` : ''} | ${r.goal ?? ''} | ${met} |`)
  }
  return lines.join('\n')
}

async function main() {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())
  const started = Date.now()
  buildApp()
  const rows: BenchRow[] = []
  const failures: string[] = []
  for (const [name, run] of Object.entries(suites)) {
    if (only && !only.includes(name)) continue
    const t0 = Date.now()
    console.log(`\n== ${name}`)
    try {
      const result = await run()
      rows.push(...result)
      console.log(table(result))
    } catch (err) {
      failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`)
      console.error(`${name} failed:`, err)
    }
    console.log(`(${name}: ${round((Date.now() - t0) / 1000, 1)} s)`)
  }
  const seconds = round((Date.now() - started) / 1000, 1)
  const md = [
    '# Benchmark results',
    '',
    `Run on ${new Date().toISOString()} (${seconds} s), Node ${process.version}. Each figure is compared with a peer measured in the same run.`,
    '',
    table(rows),
    '',
    ...(failures.length ? ['Failed suites:', ...failures.map((f) => `- ${f}`), ''] : []),
  ].join('\n')
  writeFileSync(path.join(ROOT, 'bench-results.md'), md)
  writeFileSync(path.join(ROOT, 'bench-results.json'), JSON.stringify({ date: new Date().toISOString(), seconds, rows, failures }, null, 2))
  console.log(`\n${md}`)
  const missed = rows.filter((r) => r.met === false).length
  console.log(`${rows.length} figures, ${rows.filter((r) => r.met).length} goals met, ${missed} missed, ${failures.length} suites failed, in ${seconds} s`)
  process.exit(failures.length ? 1 : 0)
}

void main()
