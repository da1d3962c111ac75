export interface PickedFile {
  id: string
  file: File
  /** A blob: URL for image previews; revoked when the file is removed. */
  preview: string | null
}

export const MAX_BYTES = 5 * 1024 * 1024

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / 1024 / 1024).toFixed(1)} MB`
}

/** Splits dropped files into accepted ones (with previews) and messages for the rejected ones. */
export function pickFiles(files: FileList | File[], accept: (f: File) => boolean): { picked: PickedFile[]; rejected: string[] } {
  const picked: PickedFile[] = []
  const rejected: string[] = []
  for (const file of Array.from(files)) {
    if (file.size > MAX_BYTES) rejected.push(`${file.name} is larger than ${formatBytes(MAX_BYTES)}.`)
    else if (!accept(file)) rejected.push(`${file.name} is not an accepted type.`)
    else picked.push({ id: crypto.randomUUID(), file, preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null })
  }
  return { picked, rejected }
}

export function releaseFile(f: PickedFile): void {
  if (f.preview) URL.revokeObjectURL(f.preview)
}
