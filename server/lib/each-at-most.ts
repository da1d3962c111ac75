/** Runs `fn` over `items`, at most `n` at a time (a job's bounded concurrency). */
export async function eachAtMost<T>(n: number, items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker))
}
