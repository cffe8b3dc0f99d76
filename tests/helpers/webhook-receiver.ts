import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** A real HTTP receiver on 127.0.0.1 for webhook tests: it keeps what arrives and answers as told. */

export type Received = {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
  /** When the request's body had arrived (Date.now()), for the bench's delivery latency. */
  receivedAt: number;
};

export type Receiver = {
  url: string;
  received: Received[];
  /** Statuses for the next requests, in order; 204 once they are used up. */
  answers: number[];
  /** How many of the next requests get no answer at all (kept open): a receiver that hangs. */
  hold: { next: number };
  close: () => Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const hold = { next: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: request.headers, body, json: JSON.parse(body), receivedAt: Date.now() });
      if (hold.next > 0) {
        hold.next -= 1;
        return;
      }
      response.writeHead(answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/cms`,
    received,
    answers,
    hold,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Throws unless the signature header holds a valid signature by `secret`, as a receiver would check it. */
export function verified(secret: string, message: Received): unknown {
  return new Webhook(secret).verify(message.body, {
    "webhook-id": String(message.headers["webhook-id"]),
    "webhook-timestamp": String(message.headers["webhook-timestamp"]),
    "webhook-signature": String(message.headers["webhook-signature"]),
  });
}
