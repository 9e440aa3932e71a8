/**
 * The documents of the last `max` query texts used, by text (least recently used dropped first). A text longer
 * than `maxLength` is never kept, so the cache holds at most `max × maxLength` characters of keys whatever callers
 * send.
 */
export class DocumentCache<T> {
  readonly #entries = new Map<string, T>();

  constructor(
    readonly max = 500,
    readonly maxLength = 50_000,
  ) {}

  get(text: string): T | undefined {
    const found = this.#entries.get(text);
    if (found !== undefined) {
      // Most recently used last: a Map iterates in insertion order.
      this.#entries.delete(text);
      this.#entries.set(text, found);
    }
    return found;
  }

  set(text: string, value: T): void {
    if (text.length > this.maxLength) return;
    this.#entries.delete(text);
    this.#entries.set(text, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  get size(): number {
    return this.#entries.size;
  }
}
