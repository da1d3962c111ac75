import { describe, expect, it } from 'vitest'
import { isDemoRoute, needsCharts } from './offline-groups'

describe('which pages save the demo area for offline use', () => {
  it('counts the demo apps, the showcase pages and the template pages as demo', () => {
    for (const leaf of ['/_app/', '/_app/apps/email', '/_app/charts/recharts', '/_app/access-control', '/pages/login-basic', '/page-layout/layout-boxed']) {
      expect(isDemoRoute(['__root__', '/_app', leaf])).toBe(true)
    }
  })

  it('leaves out the portal: the shell, sign-in pages and every role screen', () => {
    for (const leaf of ['/_app/Home', '/_app/_portal/Manage/soundslist', '/_app/_portal/account', '/login', '/register', '/forgot-password', '/reset-password', '/t/$soundId/$creatorId', '/misc/not-authorized', '__root__']) {
      expect(isDemoRoute(['__root__', leaf])).toBe(false)
    }
    expect(isDemoRoute([])).toBe(false)
  })
})

describe('which roles keep the chart library offline', () => {
  it('is the roles whose screens draw charts', () => {
    expect(['artist', 'musician', 'admin'].every(needsCharts)).toBe(true)
    expect([null, 'tiktoker', 'brand'].some(needsCharts)).toBe(false)
  })
})
