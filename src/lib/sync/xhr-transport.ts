import { TransportError, type Transport } from './transport'

/**
 * Uploads through XMLHttpRequest, the one browser API that reports upload progress. The timeout
 * counts silence, not total time: a slow but moving upload on a poor connection is never cut off.
 */
export const xhrTransport: Transport = (req, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(req.method, req.url)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value)
    const idleMs = Math.min(req.timeoutMs, 30_000)
    let timer = setTimeout(() => xhr.abort(), idleMs)
    let timedOut = false
    const touch = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        xhr.abort()
      }, idleMs)
    }
    xhr.upload.onprogress = (e) => {
      touch()
      onProgress?.(e.loaded, e.lengthComputable ? e.total : req.size)
    }
    xhr.onprogress = touch
    xhr.onload = () => {
      clearTimeout(timer)
      resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText })
    }
    xhr.onerror = () => {
      clearTimeout(timer)
      reject(new TransportError('No connection to the server', false))
    }
    xhr.onabort = () => {
      clearTimeout(timer)
      reject(new TransportError(timedOut ? 'The server took too long to answer' : 'The upload was interrupted', timedOut))
    }
    xhr.send((req.body ?? null) as XMLHttpRequestBodyInit | null)
  })
