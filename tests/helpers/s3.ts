import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Config } from "~/services/media/storage.server";

/**
 * A real S3 HTTP server (s3rver) on a free port, with one empty bucket, for the
 * object-storage tests. It keeps its objects in a temporary folder. `stop()`
 * and `start()` again on the same port make an outage and its end.
 */

// s3rver's fixed pair; it checks the signature made with it.
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  config: S3Config;
  /** The variables an app process needs to use the bucket. */
  env: Record<string, string>;
  /** Takes the server down (an outage); `start` brings it back with the same objects. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its folder. */
  close: () => Promise<void>;
}

export async function startS3Server(bucket = "company-site-media"): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  let port = 0;
  let server: S3rver | undefined;

  async function start() {
    server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
  }
  async function stop() {
    await server?.close();
    server = undefined;
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    bucket,
    endpoint,
    region: "us-east-1",
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    config,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
