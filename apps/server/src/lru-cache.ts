/**
 * The values of the last `max` keys used, by key (least recently used dropped first). A key longer than
 * `maxKeyLength` is never kept, so the keys hold at most `max × maxKeyLength` characters whatever callers send.
 * The GraphQL endpoint keeps its parsed documents in one, the token service the tokens it verified.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();

  constructor(
    readonly max: number,
    readonly maxKeyLength = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string): V | undefined {
    const found = this.#entries.get(key);
    if (found !== undefined) {
      // Most recently used last: a Map iterates in insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: V): void {
    if (key.length > this.maxKeyLength) return;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.max) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
