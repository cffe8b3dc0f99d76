/**
 * A waiting line: at most `limit` callers run at once, the rest wait their
 * turn, first come, first served.
 *
 * Anonymous page and API reads that miss the caches take a turn to render
 * (server.ts). Without one, fifty requests arriving together all render at
 * once: each gets a fiftieth of the CPU and of the embedded database, which
 * serves their statements one at a time, and some wait many times longer than
 * the rest. In line, each request renders with only a few others, so waiting
 * is spread evenly and the slowest answers come much sooner; the CPU a miss
 * costs is the same.
 */
export class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    // The turn passes straight from the one leaving: running stays the same.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
