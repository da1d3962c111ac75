import { CircleCheck, CircleHelp, Info, OctagonX, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { cn } from '@/lib/cn'

export type SweetKind = 'success' | 'error' | 'warning' | 'info' | 'question'

const ICONS: Record<SweetKind, [typeof Info, string]> = {
  success: [CircleCheck, 'text-emerald-700 ring-success/30'],
  error: [OctagonX, 'text-red-600 ring-destructive/30'],
  warning: [TriangleAlert, 'text-amber-500 ring-warning/30'],
  info: [Info, 'text-sky-600 ring-info/30'],
  question: [CircleHelp, 'text-slate-500 ring-border'],
}

/** A centred alert with a large icon, in the style of SweetAlert, built on the app's AlertDialog. */
export function SweetAlert({ open, onOpenChange, kind, title, text, confirmLabel = 'OK', cancelLabel, onConfirm, danger, children }: {
  open: boolean
  onOpenChange: (open: boolean) => void
  kind: SweetKind
  title: string
  text?: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  onConfirm?: () => void
  danger?: boolean
  children?: ReactNode
}) {
  const [Icon, tone] = ICONS[kind]
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent className="text-center">
        <span className={cn('mx-auto mb-4 flex h-20 w-20 items-center justify-center rounded-full ring-4', tone)}>
          <Icon size={44} aria-hidden />
        </span>
        <AlertDialogTitle className="text-2xl">{title}</AlertDialogTitle>
        {text ? <AlertDialogDescription>{text}</AlertDialogDescription> : null}
        {children}
        <AlertDialogFooter className="justify-center">
          {cancelLabel ? <AlertDialogCancel>{cancelLabel}</AlertDialogCancel> : null}
          <AlertDialogAction danger={danger} onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
