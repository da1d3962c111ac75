import { createElement, lazy, useEffect } from 'react'
import type { ExternalToast, toast as SonnerToast, ToasterProps } from 'sonner'

/**
 * The one way to raise a toast (`toast`), from components and from plain code alike (the API client's 401
 * rule, the update prompt, the "sent" notices of writes made offline). It is the only module that
 * names the toast library (lint enforces it), and it loads the library on first use, so toasts
 * stay out of the first screen's critical JavaScript. The container is mounted once by the root
 * route (top-right, as the specification asks); toasts raised before it mounts are kept.
 */
export type ToastOptions = ExternalToast
export type ToastKind = 'message' | 'success' | 'info' | 'warning' | 'error'

const library = () => import('sonner')

/**
 * The library drops a toast raised while no container listens, so every toast waits until the
 * container is up: a 401 met while the first screen loads still says "Un-Authorized !!".
 */
let containerUp: () => void = () => {}
const listening = new Promise<void>((resolve) => (containerUp = resolve))
type Library = Awaited<ReturnType<typeof library>>
async function ready(): Promise<Library> {
  const m = await library()
  await listening
  return m
}

/** The toast container, loaded after the first paint; render it inside `<Suspense>`. */
export const Toaster = lazy(() =>
  library().then((m) => ({
    default: function ToastContainer(props: ToasterProps) {
      // The container's own effects (its subscription) run before this one: it listens now.
      useEffect(() => containerUp(), [])
      return createElement(m.Toaster, props)
    },
  })),
)

function show(kind: ToastKind, text: string, options?: ToastOptions): void {
  void ready().then(({ toast: sonner }) => (kind === 'message' ? sonner(text, options) : sonner[kind](text, options)))
}

const to = (kind: ToastKind) => (text: string, options?: ToastOptions) => show(kind, text, options)

/**
 * `toast('…')`, `toast.success('…')`, `toast[kind]('…')`: the one call for every toast. Fire and
 * forget: the toast shows as soon as the library has loaded and its container is up.
 */
export const toast = Object.assign(to('message'), {
  message: to('message'),
  success: to('success'),
  info: to('info'),
  warning: to('warning'),
  error: to('error'),
  dismiss: (id?: string | number) => void ready().then((m) => m.toast.dismiss(id)),
  promise: <T>(promise: Promise<T>, messages: Parameters<typeof SonnerToast.promise<T>>[1]) => void ready().then((m) => m.toast.promise(promise, messages)),
})
