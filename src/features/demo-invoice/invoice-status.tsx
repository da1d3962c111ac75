import { Badge, type BadgeVariant } from '@/components/ui/badge'
import type { InvoiceStatus } from '@/db/demo-schema'
import { formatMoney } from '@/lib/demo-format'
import { balanceAmount } from './invoice-api'

const VARIANT: Record<InvoiceStatus, BadgeVariant> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'default',
  Draft: 'secondary',
  'Partial Payment': 'warning',
  'Past Due': 'danger',
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>
}

export function BalanceCell({ balance }: { balance: number | string }) {
  const amount = balanceAmount(balance)
  if (amount === 0) return <Badge variant="success">Paid</Badge>
  return <span className={amount < 0 ? 'text-destructive' : 'text-foreground'}>{formatMoney(amount)}</span>
}
