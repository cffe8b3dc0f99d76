import net from "node:net";

/**
 * HTTP/1.1 over a bare socket, for what fetch hides: which connection a request
 * travels on, a body sent slowly in parts, and a connection the server closes.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write: (text: string | Buffer) => Promise<void>;
  /** The next response on this connection; rejects if the server closes it first. */
  response: (timeoutMs?: number) => Promise<RawResponse>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
  destroy: () => void;
}

export function connect(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let buffer = Buffer.alloc(0);
    let ended = false;
    let wake: (() => void) | undefined;
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      wake?.();
    });
    socket.on("close", () => {
      ended = true;
      wake?.();
    });
    socket.on("error", () => undefined);

    /** The response at the front of the buffer, once all of it has arrived. */
    function parse(): { response: RawResponse; length: number } | undefined {
      const headEnd = buffer.indexOf("\r\n\r\n");
      if (headEnd === -1) return undefined;
      const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(statusLine.split(" ")[1]);
      const start = headEnd + 4;
      if (headers["transfer-encoding"]?.includes("chunked")) {
        const parts: Buffer[] = [];
        let offset = start;
        for (;;) {
          const lineEnd = buffer.indexOf("\r\n", offset);
          if (lineEnd === -1) return undefined;
          const size = Number.parseInt(buffer.subarray(offset, lineEnd).toString("latin1"), 16);
          if (buffer.length < lineEnd + 2 + size + 2) return undefined;
          if (size === 0) {
            return { response: { status, headers, body: Buffer.concat(parts).toString("utf8") }, length: lineEnd + 4 };
          }
          parts.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
          offset = lineEnd + 2 + size + 2;
        }
      }
      const length = Number(headers["content-length"] ?? 0);
      if (buffer.length < start + length) return undefined;
      return { response: { status, headers, body: buffer.subarray(start, start + length).toString("utf8") }, length: start + length };
    }

    const connection: RawConnection = {
      write: (text) => new Promise((done, fail) => socket.write(text, (error) => (error ? fail(error) : done()))),
      response: (timeoutMs = 30_000) =>
        new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no response within ${timeoutMs} ms`)), timeoutMs);
          const check = () => {
            const parsed = parse();
            if (parsed) {
              buffer = buffer.subarray(parsed.length);
              clearTimeout(timer);
              wake = undefined;
              done(parsed.response);
            } else if (ended) {
              clearTimeout(timer);
              wake = undefined;
              fail(new Error("the server closed the connection without a response"));
            }
          };
          wake = check;
          check();
        }),
      closed,
      destroy: () => socket.destroy(),
    };
    socket.once("connect", () => resolve(connection));
    socket.once("error", reject);
  });
}

/** The head of a request whose body follows separately. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = [`${method} ${path} HTTP/1.1`, "Host: 127.0.0.1", ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return `${lines.join("\r\n")}\r\n\r\n`;
}
