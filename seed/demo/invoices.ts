import type { Invoice, InvoiceClient, InvoicePaymentDetails, InvoiceStatus } from '../../src/db/demo-schema'
import { anchorDate } from './dates'
import { avatarPath, CITIES, COMPANIES, COUNTRIES, DOMAINS, emailOf, makePeople, phoneNumber, STREETS } from './names'
import { createRng, type Rng } from './prng'

export const INVOICE_STATUSES: InvoiceStatus[] = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']

const SERVICES = [
  'Software Development', 'UI/UX Design & Development', 'Unlimited Extended License',
  'Template Customization', 'Audio Mastering', 'Sound Campaign Management', 'Video Editing',
] as const

export function buildInvoiceClients(): InvoiceClient[] {
  const rng = createRng(0xc11e)
  return makePeople(rng, 20).map((person, index) => {
    const company = COMPANIES[index % COMPANIES.length] ?? 'Brightwave Studios'
    return {
      id: index + 1,
      name: person.fullName,
      company,
      companyEmail: emailOf(person, rng.pick(DOMAINS)),
      country: rng.pick(COUNTRIES),
      contact: phoneNumber(rng),
      address: `${rng.int(10, 9999)} ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`,
    }
  })
}

/**
 * The template mixes plain numbers and currency strings (some negative: credit owed back) for
 * balances; keep every form so the list and sorting code meet all of them.
 */
function balanceFor(rng: Rng, index: number, status: InvoiceStatus, total: number): number | string {
  if (status === 'Paid') return 0
  const amount = rng.int(50, Math.max(60, total - 1))
  switch (index % 4) {
    case 0:
      return amount
    case 1:
      return `$${amount}`
    case 2:
      return `-$${amount}.${String(rng.int(1, 99)).padStart(2, '0')}`
    default:
      return -amount
  }
}

export function buildInvoices(clients: InvoiceClient[]): Invoice[] {
  const rng = createRng(0x1a40)
  return Array.from({ length: 36 }, (_, index) => {
    const status = INVOICE_STATUSES[(index * 5) % INVOICE_STATUSES.length] ?? 'Paid'
    const { id: _clientId, ...client } = rng.pick(clients)
    const total = rng.int(800, 6500)
    const issuedAt = -rng.int(10, 400)
    return {
      id: 4987 + index,
      issuedDate: anchorDate(issuedAt),
      client,
      service: rng.pick(SERVICES),
      total,
      avatar: rng.chance(0.6) ? avatarPath(rng.int(1, 20)) : '',
      invoiceStatus: status,
      balance: balanceFor(rng, index, status, total),
      dueDate: anchorDate(issuedAt + 30),
    }
  })
}

export const INVOICE_PAYMENT_DETAILS: Omit<InvoicePaymentDetails, 'totalDue'> = {
  bankName: 'Harbourside Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'HBSDUS33',
}
