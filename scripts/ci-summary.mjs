// Sums the test reports of a CI run into one line, "N passed, N failed", and sets the exit
// code. A step that failed without a report (lint, typecheck, a crashed runner) counts as one
// failure, so a broken step can never look green.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? ''

const [dir, failedStepCount = '0', ...failedSteps] = process.argv.slice(2)
let passed = 0
let failed = 0
const reported = new Set()
const failures = []
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  if ((report.numTotalTests ?? 0) === 0) failed += 1
  reported.add(file)
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name ?? '')
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failures.push(`${where}: ${firstLine(suite.message)}`)
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    }
  }
}
// The failed tests are named again at the end, where a log cut to its last lines still shows them.
if (failures.length > 0) console.log(['Failed tests:', ...failures.map((f) => `  ${f}`)].join('\n'))
// Reports the run expected (CI_EXPECTED_REPORTS, space-separated file names): a suite whose step
// ended without its report counts as one failure.
const missing = (process.env.CI_EXPECTED_REPORTS ?? '').split(' ').filter((f) => f && !reported.has(f))
if (missing.length > 0) console.log(`Missing reports: ${missing.join(', ')}`)
failed += missing.length
const unreported = failedSteps.filter((s) => (!s.startsWith('npm test') && !s.startsWith('server tests on PostgreSQL')) || failed === 0)
failed += unreported.length
if (Number(failedStepCount) > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || Number(failedStepCount) > 0 ? 1 : 0)
