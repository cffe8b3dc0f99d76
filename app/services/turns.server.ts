/**
 * At most `limit` callers run at once, first come, first served: waiting is spread evenly, so
 * the slowest answers come much sooner. Each turn starts in a `setImmediate` task: on the
 * embedded database a render waits for no I/O, so without it the loop would not come back to
 * accept connections between renders (docs/deploy.md#performance).
 */
export class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // The turn passes straight from the one leaving.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
