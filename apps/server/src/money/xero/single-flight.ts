/**
 * Concurrent calls with one key share one run: the first starts it, the others get its promise, and the key is
 * free again once it settles. Per process only; across instances the caller holds a row lock too (decision 0114).
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = work().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }

  get size(): number {
    return this.running.size;
  }
}
