import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeTransaction, type DescribeContext } from '../../domain/transaction-descriptions'
import { makeUser, type TestUser } from '../../test/accounts'
import { get, makeCreator, post } from '../../test/market'
import { market, pendingUseOn, requestOf, soundOf } from '../../test/market-fixtures'
import { settlePayout } from '../../domain/payout-holds'
import { createTestApp, type TestApp } from '../../test/test-app'

// Every transaction in the portal's list says what happened in a sentence, with the other
// party's name and the sound's title; ids and references stay in their own fields.

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
interface Tx {
  type: string
  direction: string
  reference: string | null
  counterparty: string | null
  description: string
  counterpartyName: string | null
  userName: string | null
}

let t: TestApp
let artist: TestUser
let creator: TestUser
beforeAll(async () => {
  t = await createTestApp()
  artist = await makeUser(t, 'artist', { fullName: 'DJ Ade' })
  creator = await makeCreator(t, { fullName: 'Nia Creator' })
})
afterAll(() => t.close())

const history = async (user: TestUser) => ((await (await get(t, '/auth/get-all-transactions?perPage=100', user)).json()) as { transactions: Tx[] }).transactions

describe('transaction sentences', () => {
  it('tells the artist and the creator what each movement was, with names and titles', async () => {
    const soundId = await soundOf(t, artist.id, { title: 'Lagos Nights', slots: 2, unitAmount: 5_000 })
    const useId = await pendingUseOn(t, soundId, creator)
    const decided = await post(t, '/approval/by-artist', artist, { approval_id: useId, status: 'approved' })
    expect(decided.status).toBe(200)

    const mine = await history(artist)
    expect(mine.map((x) => [x.type, x.description])).toEqual([
      ['pay', "Paid Nia Creator for a video on 'Lagos Nights'"],
      ['escrow', "Held for 'Lagos Nights', 2 slots"],
      ['fund', 'Money added to your wallet'],
    ])
    // The specification's fields are unchanged: the reference is still there for details and the CSV.
    expect(mine[1]).toMatchObject({ reference: `sound:${soundId}`, counterpartyName: null, userName: 'DJ Ade' })
    expect(mine[0]).toMatchObject({ counterparty: creator.id, counterpartyName: 'Nia Creator' })

    const theirs = await history(creator)
    expect(theirs.map((x) => [x.type, x.direction, x.description])).toEqual([['pay', 'credit', "Paid for your video on 'Lagos Nights' by DJ Ade"]])
    expect(theirs[0]!.counterpartyName).toBe('DJ Ade')

    // The pay waits on hold; once released it is the creator's to withdraw, and the list says so.
    expect(await settlePayout(t.database.db, { useId, how: 'release', outcome: 'still_up', market: market(t) })).toBe('still_up')
    expect((await history(creator))[0]).toMatchObject({ type: 'hold_release', direction: 'credit', description: "Your pay for a video on 'Lagos Nights' is free to use: the hold is over" })

    const init = await (await post(t, '/auth/bank-add-init', creator, { bank_code: '058', account_number: '0123451234' })).json()
    await post(t, '/auth/bank-add', creator, { id: init.id })
    expect((await post(t, '/auth/withdraw-to-bank-account', creator, { amount: 1_000, bank_account_id: init.id })).status).toBe(200)
    const after = await history(creator)
    expect(after[0]).toMatchObject({ type: 'withdraw', description: 'Withdrawal to Guaranty Trust Bank ••••1234', counterpartyName: 'Guaranty Trust Bank ••••1234' })
    for (const x of [...mine, ...after]) expect(x.description).not.toMatch(UUID)
  })

  it('describes brand requests and names each owner in the admin list', async () => {
    const brand = await makeUser(t, 'brand', { fullName: 'Zest Drinks' })
    await requestOf(t, brand.id)
    const admin = await makeUser(t, 'admin')
    const all = ((await (await get(t, `/auth/get-all-transactions?perPage=100&user_id=${brand.id}`, admin)).json()) as { transactions: Tx[] }).transactions
    expect(all.map((x) => [x.description, x.userName])).toEqual([
      ["Held for 'Fixture request', 2 videos", 'Zest Drinks'],
      ['Money added to your wallet', 'Zest Drinks'],
    ])
  })

  it('words refunds, failed payouts, reversals and unknown campaigns without ids', () => {
    const id = '4b70e1a2-0000-4000-8000-000000000001'
    const ctx: DescribeContext = { campaigns: new Map([[id, { family: 'sound', title: 'Wave Check', slots: 5 }]]), names: new Map() }
    type Input = Parameters<typeof describeTransaction>[0]
    const d = (type: Input['type'], extra: Partial<Input> = {}) => describeTransaction({ type, direction: 'credit', counterparty: null, reference: `sound:${id}`, ...extra }, ctx)
    expect(d('refund')).toBe("Unspent money returned from 'Wave Check'")
    expect(d('escrow', { direction: 'debit' })).toBe("Held for 'Wave Check', 5 slots")
    expect(d('payout_failed', { counterparty: 'Access Bank ••••6789', reference: id })).toBe('Withdrawal to Access Bank ••••6789 failed; the money is back in your wallet')
    expect(d('reversal')).toBe("Reversal of a movement for 'Wave Check'")
    expect(d('refund', { reference: 'request:4b70e1a2-0000-4000-8000-000000000002' })).toBe('Unspent money returned from a brand request')
    // A user the list cannot name is "a creator", never their id.
    expect(d('pay', { direction: 'debit', counterparty: '4b70e1a2-0000-4000-8000-000000000003' })).toBe("Paid a creator for a video on 'Wave Check'")
  })
})
