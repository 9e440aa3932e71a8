/** The ids in chunks of at most `size` (001 §4: batch calls send the ids in chunks of the shared page size). */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new Error('A chunk holds at least one item');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Sends the chunks one after the other and stops at the first refusal (the server keeps each chunk all or none, so
 * what is done is whole chunks). Answers how many items the finished chunks held.
 */
export async function runInChunks<T>(
  items: readonly T[],
  size: number,
  send: (chunk: T[]) => Promise<unknown>,
): Promise<number> {
  let done = 0;
  for (const chunk of inChunks(items, size)) {
    await send(chunk);
    done += chunk.length;
  }
  return done;
}
