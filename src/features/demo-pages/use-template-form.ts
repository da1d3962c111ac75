import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { check } from './auth-rules'

/** Values, per-field errors and a submit handler that checks the rules before `onValid`. */
export function useTemplateForm<T extends Record<string, unknown>>(initial: T, rules: z.ZodType, onValid: (values: T) => void) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value }))
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = check(rules, values)
    setErrors(found)
    // Once the messages are on screen, take the user to the first field that needs attention.
    const form = e.currentTarget
    if (Object.keys(found).length) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    else onValid(values)
  }
  return { values, errors, set, submit }
}
