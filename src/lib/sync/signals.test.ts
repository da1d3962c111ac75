import { describe, expect, it } from 'vitest'
import { onSyncRequest, requestPull, type SyncRequest } from './signals'

describe('sync requests made before the runtime listens', () => {
  it('reach the runtime when it starts, once, and later requests go straight through', () => {
    requestPull(['sounds'])
    requestPull(['walletBalance'])
    const heard: SyncRequest[] = []
    const stop = onSyncRequest((r) => heard.push(r))
    expect(heard).toEqual([{ kind: 'pull', collections: ['sounds', 'walletBalance'] }])
    requestPull(['approvals'], true)
    expect(heard[1]).toEqual({ kind: 'pull', collections: ['approvals'], force: true })
    stop()
    const again: SyncRequest[] = []
    const stop2 = onSyncRequest((r) => again.push(r))
    expect(again).toEqual([])
    stop2()
  })
})
