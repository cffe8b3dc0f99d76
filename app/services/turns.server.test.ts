import { Turns } from "./turns.server";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every turn that can start, start: each begins in an event-loop task of its own. */
async function startedTurns() {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("turns", () => {
  it("runs at most the limit at once and starts the others in the order they came", async () => {
    const turns = new Turns(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 6 }, deferred);
    const runs = gates.map((gate, index) =>
      turns.run(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
        return index;
      }),
    );
    await startedTurns();
    expect(started).toEqual([0, 1]);
    gates[1].resolve();
    await startedTurns();
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("gives the turn back when the work fails", async () => {
    const turns = new Turns(1);
    const failing = deferred();
    const first = turns.run(() => failing.promise);
    const second = turns.run(async () => "second");
    await startedTurns();
    failing.reject(new Error("render failed"));
    await expect(first).rejects.toThrow("render failed");
    expect(await second).toBe("second");
    expect(await turns.run(async () => "third")).toBe("third");
  });

  it("starts every turn in an event-loop task of its own, so the loop runs between turns that wait for no I/O", async () => {
    const turns = new Turns(1);
    const order: string[] = [];
    const runs = [1, 2, 3].map((n) => turns.run(async () => void order.push(`work ${n}`)));
    // Queued after the three: turns passed hand to hand in one promise chain would all run before it.
    setImmediate(() => order.push("event loop"));
    await Promise.all(runs);
    expect(order).toEqual(["work 1", "event loop", "work 2", "work 3"]);
  });
});
