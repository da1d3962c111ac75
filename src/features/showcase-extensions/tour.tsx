import { useLayoutEffect, useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'

export interface TourStep {
  /** Id of the element the step points at. */
  target: string
  title: string
  text: string
}

/**
 * A guided tour: a popover that moves from element to element. The current target is scrolled
 * into view and outlined (the page styles `[data-tour-active]`).
 */
export function Tour({ steps, step, onStepChange }: { steps: TourStep[]; step: number | null; onStepChange: (step: number | null) => void }) {
  const current = step === null ? undefined : steps[step]
  const target = current?.target
  // A virtual anchor that measures the current target whenever the popover positions itself.
  const anchor = useMemo(
    () => ({ current: { getBoundingClientRect: () => (target ? document.getElementById(target)?.getBoundingClientRect() : undefined) ?? new DOMRect() } }),
    [target],
  )
  useLayoutEffect(() => {
    if (!target) return
    const el = document.getElementById(target)
    el?.setAttribute('data-tour-active', '')
    el?.scrollIntoView({ block: 'center', behavior: 'instant' })
    return () => el?.removeAttribute('data-tour-active')
  }, [target])
  if (step === null || !current) return null
  const last = step === steps.length - 1
  return (
    <Popover open onOpenChange={(open) => !open && onStepChange(null)}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent side="bottom" align="start" arrow aria-label={`Tour step ${step + 1} of ${steps.length}`} className="w-80">
        <p className="text-xs font-medium text-primary">Step {step + 1} of {steps.length}</p>
        <h2 className="mt-1 text-base font-semibold text-foreground">{current.title}</h2>
        <p className="mt-1 text-muted-foreground">{current.text}</p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <Button variant="ghost" size="sm" onClick={() => onStepChange(null)}>Skip tour</Button>
          <div className="flex gap-2">
            {step > 0 ? <Button variant="secondary" size="sm" onClick={() => onStepChange(step - 1)}>Back</Button> : null}
            <Button size="sm" onClick={() => onStepChange(last ? null : step + 1)}>{last ? 'Finish' : 'Next'}</Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  )
}
