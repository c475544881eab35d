/**
 * Figures worked out from a plan version and a catalogue snapshot, kept per snapshot (a new snapshot, after a
 * price import, starts afresh and the old one's figures go with it) and at most `capacity` of them, the least
 * recently used leaving first. Keys name a version of a plan (`id@updatedAt`), so a changed plan is a new key.
 */
export class PricedPlans<V> {
  private snapshot: object | null = null;
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  get(snapshot: object, key: string): V | undefined {
    if (snapshot !== this.snapshot) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(snapshot: object, key: string, value: V): void {
    if (snapshot !== this.snapshot) {
      this.snapshot = snapshot;
      this.entries.clear();
    }
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}
