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
 *
 * Every turn starts in an event-loop task of its own (`setImmediate`), never
 * inside the callback that read its request. On the embedded database a render
 * waits for no I/O at all (its statements run in this process), so a render
 * started there would finish before the next socket is read: every request
 * that came in together would render in one turn of the event loop, hundreds
 * of milliseconds long, and Node accepts about one new connection per turn of
 * the loop, so a visitor connecting then waited seconds just to be accepted.
 * Started as tasks, at most `limit` renders run per turn of the loop, and the
 * loop comes back to accept and read between them (docs/deploy.md#performance).
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
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
