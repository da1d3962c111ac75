import { describe, expect, it } from 'vitest'
import { readPack, writePack } from './pack'

const encode = (text: string) => new Uint8Array(new TextEncoder().encode(text))
const files = [
  { url: 'assets/a-1.js', type: 'text/javascript', body: encode('export const a = "é"\n') },
  { url: 'assets/empty-2.js', type: 'text/javascript', body: encode('') },
  { url: 'assets/b-3.css', type: 'text/css', body: encode('body{margin:0}') },
]
const bufferOf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

describe('the install pack', () => {
  it('gives back every file, in order, with its type and exact bytes', () => {
    const read = readPack(bufferOf(writePack(files)))
    expect(read.map((f) => [f.url, f.type, new TextDecoder().decode(f.body)])).toEqual(files.map((f) => [f.url, f.type, new TextDecoder().decode(f.body)]))
  })

  it('refuses a pack cut short, or something that is not a pack', () => {
    const whole = writePack(files)
    expect(() => readPack(bufferOf(whole.subarray(0, whole.byteLength - 1)))).toThrow('cut short')
    expect(() => readPack(bufferOf(whole.subarray(0, 3)))).toThrow('cut short')
    const notPack = encode('\0\0\0\x02{}')
    expect(() => readPack(bufferOf(notPack))).toThrow('no valid list')
  })
})
