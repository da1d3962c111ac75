import { describe, expect, it } from 'vitest'
import type { TransactionView } from '@server/wallet/wallet.schemas'
import { formatDateTime } from '@/lib/portal/format'
import { buildTransactionsCsv, checkFundAmount, checkWithdrawal, csvField, csvFileName, filterTransactions, majorUnits, namer, NO_FILTER, sentenceOf } from './transactions'

const BANK = '00000000-0000-4000-8000-0000000000b1'
const U1 = 'user-1'
const U2 = 'user-2'
let n = 0
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h, 0, 0).toISOString()
const tx = (over: Partial<TransactionView> = {}): TransactionView => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  type: 'fund',
  amount: 150_050,
  direction: 'credit',
  status: 'completed',
  counterparty: null,
  reference: 'FND-1',
  userId: U1,
  createdAt: at(2026, 11, 21),
  ...over,
})

describe('amounts typed in major units', () => {
  it('become minor units, checked with the server schema', () => {
    expect(checkFundAmount('1,500.50', 'NGN')).toEqual({ ok: true, amount: 150_050 })
    expect(checkFundAmount(' 20 ', 'NGN')).toEqual({ ok: true, amount: 2_000 })
    expect(checkFundAmount('0.01', 'NGN')).toEqual({ ok: true, amount: 1 })
    expect(checkFundAmount('500', 'JPY')).toEqual({ ok: true, amount: 500 })
  })
  it('refuse what is not an amount with a plain message', () => {
    expect(checkFundAmount('', 'NGN')).toEqual({ ok: false, message: 'Enter an amount.' })
    expect(checkFundAmount('abc', 'NGN')).toMatchObject({ ok: false, message: expect.stringMatching(/Enter an amount like/) })
    expect(checkFundAmount('1.234', 'NGN')).toMatchObject({ ok: false, message: expect.stringMatching(/at most 2 digits/) })
    expect(checkFundAmount('-5', 'NGN')).toMatchObject({ ok: false })
    expect(checkFundAmount('1e5', 'NGN')).toMatchObject({ ok: false })
    expect(checkFundAmount('5.5', 'JPY')).toMatchObject({ ok: false, message: 'Enter a whole amount like 1,500.' })
  })
  it("show the server schema's message for zero, and the most in money (not kobo)", () => {
    expect(checkFundAmount('0', 'NGN')).toEqual({ ok: false, message: 'Amount must be greater than zero' })
    expect(checkFundAmount('0.00', 'NGN')).toEqual({ ok: false, message: 'Amount must be greater than zero' })
    expect(checkFundAmount('1000000001', 'NGN')).toEqual({ ok: false, message: 'Enter at most ₦1,000,000,000.00.' })
    expect(checkFundAmount('1,000,000,000', 'NGN')).toEqual({ ok: true, amount: 100_000_000_000 })
  })
  it('a withdrawal needs an account and no more than the available balance', () => {
    expect(checkWithdrawal('40', 'NGN', BANK, 6_000)).toEqual({ ok: true, amount: 4_000 })
    expect(checkWithdrawal('60', 'NGN', BANK, 6_000)).toEqual({ ok: true, amount: 6_000 })
    expect(checkWithdrawal('60.01', 'NGN', BANK, 6_000)).toEqual({ ok: false, message: 'Amount is more than your available balance (₦60.00).' })
    expect(checkWithdrawal('40', 'NGN', '', 6_000)).toEqual({ ok: false, message: 'Choose the bank account to send the money to.' })
    expect(checkWithdrawal('40', 'NGN', 'not-a-uuid', 6_000)).toEqual({ ok: false, message: 'bank_account_id must be the id of a confirmed bank account' })
    expect(checkWithdrawal('0', 'NGN', BANK, 6_000)).toEqual({ ok: false, message: 'Amount must be greater than zero' })
  })
})

describe('filters', () => {
  const rows = [
    tx({ createdAt: at(2026, 11, 1), type: 'fund' }),
    tx({ createdAt: at(2026, 11, 20, 23), type: 'withdraw', direction: 'debit', status: 'pending', userId: U2 }),
    tx({ createdAt: at(2026, 11, 21, 0), type: 'pay', direction: 'debit' }),
    tx({ createdAt: at(2026, 11, 25), type: 'fund', status: 'failed' }),
  ]
  it('keep everything, newest first, with no filter', () => {
    expect(filterTransactions(rows, NO_FILTER).map((t) => t.createdAt)).toEqual([rows[3], rows[2], rows[1], rows[0]].map((t) => t!.createdAt))
  })
  it('by type, status, user and inclusive local dates', () => {
    expect(filterTransactions(rows, { ...NO_FILTER, type: 'fund' })).toHaveLength(2)
    expect(filterTransactions(rows, { ...NO_FILTER, type: 'fund', status: 'failed' })).toEqual([rows[3]])
    expect(filterTransactions(rows, { ...NO_FILTER, userId: U2 })).toEqual([rows[1]])
    expect(filterTransactions(rows, { ...NO_FILTER, from: '2026-11-20', to: '2026-11-21' })).toEqual([rows[2], rows[1]])
    expect(filterTransactions(rows, { ...NO_FILTER, from: '2026-11-21' })).toEqual([rows[3], rows[2]])
    expect(filterTransactions(rows, { ...NO_FILTER, to: '2026-11-01' })).toEqual([rows[0]])
  })
})

describe('CSV export', () => {
  it('quotes fields as RFC 4180 asks and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(' padded')).toBe('" padded"')
    expect(csvField(null)).toBe('')
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)")
    expect(csvField('@cmd')).toBe("'@cmd")
    expect(csvField('+1,2')).toBe(`"'+1,2"`)
    expect(csvField(12)).toBe('12')
  })
  it('amounts in major units', () => {
    expect(majorUnits(150_050, 'NGN')).toBe('1500.50')
    expect(majorUnits(5, 'NGN')).toBe('0.05')
    expect(majorUnits(500, 'JPY')).toBe('500')
  })
  it('one header and one line per transaction, in the order given, in words: the sound named, no internal id, the platform as the other side of escrow', () => {
    const a = tx({ counterparty: 'Guaranty Trust Bank ••••6789', reference: 'WD-1', type: 'withdraw', direction: 'debit', amount: 400_000, status: 'pending' })
    const b = tx({ counterparty: U2, reference: 'Pay, "quoted"' })
    const c = tx({ type: 'escrow', direction: 'debit', counterparty: null, reference: `sound:${U2}`, description: "Escrow for 'Lagos Nights' (10 slots)" })
    const csv = buildTransactionsCsv([a, b, c], 'NGN', (v) => (v === U2 ? 'Chi Creator (creator@x.test)' : v))
    const lines = csv.split('\r\n')
    expect(lines).toEqual([
      'date,type,direction,amount (₦),currency,status,description,counterparty,reference',
      `${formatDateTime(a.createdAt)},withdraw,debit,4000.00,NGN,pending,Withdrawal to Guaranty Trust Bank ••••6789,Guaranty Trust Bank ••••6789,WD-1`,
      `${formatDateTime(b.createdAt)},fund,credit,1500.50,NGN,completed,Money added to your wallet,Chi Creator (creator@x.test),"Pay, ""quoted"""`,
      `${formatDateTime(c.createdAt)},escrow,debit,1500.50,NGN,completed,Escrow for 'Lagos Nights' (10 slots),Sound Portal,`,
      '',
    ])
    expect(csv).not.toContain('sound:')
    expect(formatDateTime(a.createdAt)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(buildTransactionsCsv([], 'NGN')).toBe('date,type,direction,amount (₦),currency,status,description,counterparty,reference\r\n')
  })
  it('names the file after the day', () => {
    expect(csvFileName(new Date(2026, 10, 21, 9))).toBe('transactions-2026-11-21.csv')
  })
})

describe('sentences in the transaction list', () => {
  const names = new Map([['11111111-2222-4333-8444-555555555555', 'DJ Ade']])
  const name = namer(names)

  it('names users, keeps labels and never shows an id nobody named', () => {
    expect(name('11111111-2222-4333-8444-555555555555')).toBe('DJ Ade')
    expect(name('Access Bank ••••6789')).toBe('Access Bank ••••6789')
    expect(name('99999999-2222-4333-8444-555555555555')).toBeNull()
    expect(name(null)).toBeNull()
  })

  it("uses the server's sentence, and words the rows queued on this device", () => {
    expect(sentenceOf({ type: 'pay', counterparty: null, description: "Paid for your video on 'Lagos Nights' by DJ Ade" }, name)).toBe("Paid for your video on 'Lagos Nights' by DJ Ade")
    expect(sentenceOf({ type: 'fund', counterparty: null }, name)).toBe('Money added to your wallet')
    expect(sentenceOf({ type: 'withdraw', counterparty: 'Guaranty Trust Bank ••••1234' }, name)).toBe('Withdrawal to Guaranty Trust Bank ••••1234')
    expect(sentenceOf({ type: 'withdraw', counterparty: '99999999-2222-4333-8444-555555555555' }, name)).toBe('Withdrawal to your bank account')
  })
})
