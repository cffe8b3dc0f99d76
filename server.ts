import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import v8 from "node:v8";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler as createExpressHandler } from "@remix-run/express";
import {
  broadcastDevReady,
  createRequestHandler,
  writeReadableStreamToWritable,
  type ServerBuild,
} from "@remix-run/node";
import compression from "compression";
import express from "express";
import { sql } from "kysely";
import { closeDb, db, isDatabaseUnavailable } from "~/db/db.server";
import { migrateToLatest, pendingMigrations } from "~/db/migrate.server";
import { env } from "~/env.server";
import { csrfMiddleware } from "~/services/auth/csrf.server";
import {
  addressGuard, bodySizeGuard, closeConnectionsGently, errorStatus, hostGuard, methodGuard, sendRefusal,
} from "~/services/request-guards.server";
import { securityHeadersMiddleware, unparseableRequestAnswer } from "~/services/security-headers.server";
import {
  chooseEncoding, clientHasCurrent, compressedForms, isSharedCacheable, responseCacheKey,
} from "~/services/cache/response-cache.server";
import {
  cacheNow, cachesUsable, changeCount, asOneRequest, expiryFor, listenForChanges, responseCache, keepChangesLocal,
  type CacheListener, type CachedResponse,
} from "~/services/cache/tagged-cache.server";
import { needsWholeBuild, siteBuild } from "~/services/site-routes.server";
import { databaseStepText, prepareDatabase, startupStep, welcomeMessage } from "~/services/startup.server";
import { Turns } from "~/services/turns.server";
import { runUploadHousekeeping } from "~/services/media/upload-sweep.server";
import { checkS3Bucket, s3ConfigFrom } from "~/services/media/storage.server";
import { purgeExpiredTrash } from "~/services/content/trash.server";
import { startWebhookWorker, stopWebhookWorker } from "~/services/webhooks/worker.server";

// Express in front of Remix, so that loaders get the client's address
// (docs/decisions/001-express-server.md).

// The heap grows to twice what survived a collection, not four times: about
// 100 MB smaller under load for no measurable CPU (docs/deploy.md#memory).
v8.setFlagsFromString("--heap-growing-percent=100");

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(here) === "build" ? path.dirname(here) : here;
const BUILD_PATH = path.join(root, "build", "index.js");

function log(fields: Record<string, unknown>) {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...fields }));
}

const STARTUP_DATABASE_WAIT_MS = 120_000;

/** Plain lines, like the welcome block: the person who typed `npm start` reads them. */
function progress(text: string) {
  console.log(text);
}

/** Waits while the database is still starting or another instance holds the seed's lock. */
async function prepareDatabaseWhenReachable(config: Config) {
  const deadline = Date.now() + STARTUP_DATABASE_WAIT_MS;
  const embeddedFolder = path.resolve(config.DATA_DIR, "pglite");
  const opening = databaseStepText(config.DATABASE_URL, config.DATA_DIR, fs.existsSync(path.join(embeddedFolder, "PG_VERSION")));
  for (let attempt = 1; ; attempt++) {
    try {
      await startupStep(progress, opening, () => sql`select 1`.execute(db()));
      const pending = await pendingMigrations(db());
      if (pending.length > 0) await startupStep(progress, `Applying migrations (${pending.length})`, () => migrateToLatest(db()));
      return await prepareDatabase(db(), progress);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) throw error;
      log({ level: "warn", msg: "database not ready; retrying", attempt, error: (error as Error).message });
      await new Promise((resolve) => setTimeout(resolve, Math.min(500 * attempt, 5000)));
    }
  }
}

function anonymousGetRequest(req: express.Request): Request {
  const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(req.originalUrl, origin), { method: "GET", headers });
}

/** One writeHead, one end: a hit does as little as the headers allow. */
function sendCachedResponse(req: http.IncomingMessage, res: http.ServerResponse, cached: CachedResponse) {
  if (clientHasCurrent(req.headers["if-none-match"], cached.etag)) {
    const { "content-type": _type, "content-length": _length, ...headers } = cached.headers;
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"], cached);
  const body = encoding ? cached[encoding]! : cached.body;
  const headers: http.OutgoingHttpHeaders = { ...cached.headers, "content-length": body.length };
  if (encoding) headers["content-encoding"] = encoding;
  res.writeHead(cached.status, headers).end(body);
}

function keptBytes(entry: CachedResponse): number {
  return entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
}

function keyOf(req: express.Request): string | null {
  return responseCacheKey({
    method: req.method,
    url: req.originalUrl,
    hasCookie: Boolean(req.headers.cookie),
    hasAuthorization: Boolean(req.headers.authorization),
  });
}

function keptResponse(response: Response, body: Buffer): CachedResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) headers[name] = value;
  const forms = compressedForms(body, response.headers.get("Content-Type"));
  if (forms.gzip) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  return { status: response.status, headers, body, ...forms, etag: response.headers.get("ETag") };
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const UNREAD_BODY_GRACE_MS = 10_000;

function scheduleUploadHousekeeping() {
  const run = () => {
    runUploadHousekeeping(db()).catch((error: unknown) => {
      log({ level: "warn", msg: "upload housekeeping failed", error: (error as Error).message });
    });
  };
  run();
  setInterval(run, HOUSEKEEPING_INTERVAL_MS).unref();
}

const TRASH_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The trash keeps a deleted record 30 days (app/services/content/trash.server.ts): purged at start, then daily. */
function scheduleTrashPurge() {
  const run = () => {
    purgeExpiredTrash(db())
      .then((purged) => {
        if (purged > 0) log({ level: "info", msg: "trash purged", purged });
      })
      .catch((error: unknown) => {
        log({ level: "warn", msg: "trash purge failed", error: (error as Error).message });
      });
  };
  run();
  setInterval(run, TRASH_PURGE_INTERVAL_MS).unref();
}

async function main() {
  const config = configOrExit();
  await checkObjectStorageOrExit(config);
  const started = Date.now();
  const createdAdmin = await prepareDatabaseWhenReachable(config);
  log({ level: "info", msg: "database ready", ms: Date.now() - started });
  progress("Starting the web server…");
  const postgresUrl = config.DATABASE_URL === "memory://" ? undefined : config.DATABASE_URL;
  const listener = followOtherInstances(postgresUrl);
  scheduleUploadHousekeeping();
  scheduleTrashPurge();
  // Webhooks enqueued by this or another instance, retries and scheduled publications (docs/webhooks.md).
  startWebhookWorker(db());

  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
  const lifecycle = { draining: false };
  const app = express();
  app.disable("x-powered-by");
  // Remix reads the address itself: Express's parse of every query string into req.query is unused work.
  app.set("query parser", false);
  // Behind a reverse proxy, Express's req.ip becomes the X-Forwarded-For client.
  app.set("trust proxy", config.TRUST_PROXY);
  mountGuards(app, config, lifecycle);
  mountKeptAnswersAndFiles(app, config);
  mountRemix(app, build, config, postgresUrl);
  app.use(errorAnswer);

  const server = app.listen(config.PORT, config.HOST, () => {
    log({ level: "info", msg: `listening on http://localhost:${config.PORT}`, startupMs: Date.now() - started });
    console.log(welcomeMessage(config.SITE_URL ?? `http://localhost:${config.PORT}`, createdAdmin));
    if (process.env.REMIX_DEV_ORIGIN) broadcastDevReady(build);
  });
  configureConnections(server, config);
  drainOnSignals(server, listener, lifecycle);
}

type Config = ReturnType<typeof env>;

function configOrExit(): Config {
  try {
    return env();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** A bucket that is missing or refuses the keys stops start-up, naming the variable to fix. */
async function checkObjectStorageOrExit(config: Config) {
  const bucket = s3ConfigFrom(config);
  if (!bucket) return;
  try {
    await checkS3Bucket(bucket);
  } catch (error) {
    console.error(`Invalid object storage configuration:\n  ${(error as Error).message}`);
    process.exit(1);
  }
}

function followOtherInstances(postgresUrl: string | undefined): CacheListener | undefined {
  if (postgresUrl) return listenForChanges(postgresUrl, db());
  keepChangesLocal(db());
  return undefined;
}

function mountGuards(app: express.Express, config: Config, lifecycle: { draining: boolean }) {
  const production = config.NODE_ENV === "production";
  // First, so every response (static files, 503s, errors) carries them.
  app.use(securityHeadersMiddleware({ production }));
  app.use(dropUnreadBody);
  // Refused before anything else reads the request (docs/product.md#security).
  app.use(hostGuard({ siteUrl: config.SITE_URL, production }));
  app.use(methodGuard());
  app.use(addressGuard());
  app.use(bodySizeGuard());
  app.use((req, res, next) => {
    if (!lifecycle.draining) return next();
    res.set("Connection", "close");
    res.status(503).json({ message: "Server is restarting. Try again in a moment." });
  });
  if (config.LOG_REQUESTS) app.use(logRequest);
}

/** An upload refused part-way leaves its unread rest in the connection, hanging the next request. */
function dropUnreadBody(req: express.Request, res: express.Response, next: express.NextFunction) {
  res.on("finish", () => {
    if (req.complete || req.destroyed) return;
    // Detach Remix's body reader so the rest is dropped, not buffered.
    req.removeAllListeners("data");
    const timer = setTimeout(() => req.socket.destroy(), UNREAD_BODY_GRACE_MS).unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
    req.resume();
  });
  next();
}

function logRequest(req: express.Request, res: express.Response, next: express.NextFunction) {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    log({
      level: "info",
      method: req.method,
      path: req.originalUrl.split("?")[0],
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - start) / 1000n) / 1000,
      ip: req.ip,
      bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
    });
  });
  next();
}

function responseCacheMsOf(config: Config): number {
  return config.CACHES === "off" ? 0 : config.RESPONSE_CACHE_MS;
}

/** A kept answer first (it is compressed already), then compression and the files of public/. */
function mountKeptAnswersAndFiles(app: express.Express, config: Config) {
  const responseCacheMs = responseCacheMsOf(config);
  app.use((req, res, next) => {
    const key = keyOf(req);
    const kept = key && responseCacheMs > 0 && cachesUsable() ? responseCache.get(key, cacheNow()) : undefined;
    if (kept) sendCachedResponse(req, res, kept);
    else next();
  });
  app.use(compression());
  // Fingerprinted assets never change under the same name.
  app.use("/build", express.static(path.join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
  // Every file in public/ has an extension: a page's URL is not looked up on disk first.
  const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h" });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
}

function mountRemix(app: express.Express, build: ServerBuild, config: Config, postgresUrl: string | undefined) {
  // Before Remix: actions run before any hook inside Remix could refuse them.
  app.use(csrfMiddleware());
  const responseCacheMs = responseCacheMsOf(config);
  const loadContext = (req: express.Request) => ({
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
  });
  const site = siteBuild(build);
  const expressHandlers = {
    whole: createExpressHandler({ build, mode: build.mode, getLoadContext: loadContext }),
    site: createExpressHandler({ build: site, mode: build.mode, getLoadContext: loadContext }),
  };
  const remixHandlers = { whole: createRequestHandler(build, build.mode), site: createRequestHandler(site, build.mode) };
  const handleWithExpress: express.RequestHandler = (req, res, next) =>
    (needsWholeBuild(req.path) ? expressHandlers.whole : expressHandlers.site)(req, res, next);
  const remixHandlerFor = (req: express.Request) => (needsWholeBuild(req.path) ? remixHandlers.whole : remixHandlers.site);
  // On PostgreSQL, four keep the CPU busy while others wait on the database; the embedded
  // one runs in this process, so one at a time keeps turns short (docs/deploy.md#performance).
  const line = new Turns(postgresUrl ? 4 : 1);

  async function answer(req: express.Request, res: express.Response, next: express.NextFunction) {
    const key = keyOf(req);
    if (!key) return handleWithExpress(req, res, next);
    try {
      const usable = responseCacheMs > 0 && cachesUsable();
      const cached = usable ? responseCache.get(key, cacheNow()) : undefined;
      if (cached) return sendCachedResponse(req, res, cached);

      const changesBefore = changeCount();
      const render = () => remixHandlerFor(req)(anonymousGetRequest(req), loadContext(req));
      // A health check is answered at once, however long the line.
      const response = await (req.path === "/healthz" ? render() : line.run(render));
      // 503: the database is down, so no write happened since the kept answer: still the truth.
      const kept = response.status === 503 && responseCacheMs > 0 ? responseCache.stale(key) : undefined;
      if (kept) return sendCachedResponse(req, res, kept);
      if (responseCacheMs === 0 || !isSharedCacheable(response.status, response.headers)) {
        res.status(response.status);
        for (const [name, value] of response.headers) res.append(name, value);
        if (response.body) await writeReadableStreamToWritable(response.body, res);
        else res.end();
        return;
      }
      const entry = keptResponse(response, Buffer.from(await response.arrayBuffer()));
      const expiresAt = await expiryFor(responseCacheMs);
      // A write that landed while this rendered may not be in it: serve it, do not keep it.
      if (usable && changeCount() === changesBefore && cachesUsable()) {
        const tags = response.headers.get("Surrogate-Key")?.split(" ") ?? ["*"];
        responseCache.set(key, entry, tags, expiresAt, keptBytes(entry));
      }
      sendCachedResponse(req, res, entry);
    } catch (error) {
      next(error);
    }
  }
  app.all("*", (req, res, next) => asOneRequest(() => answer(req, res, next)).result);
}

/** Express's own answer to an error (a path it cannot decode, say) would skip the refusal shapes. */
function errorAnswer(error: Error, req: express.Request, res: express.Response, _next: express.NextFunction) {
  const status = errorStatus(error);
  if (status === 500) log({ level: "error", msg: "request failed", method: req.method, path: req.path, error: error.message });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendRefusal(req, res, status === 500
    ? { status, title: "Server error", message: "Something went wrong on our side. Try again in a moment." }
    : { status, title: "Bad request", message: "The request could not be read." });
}

function configureConnections(server: http.Server, config: Config) {
  server.keepAliveTimeout = 65_000;
  server.on("connection", closeConnectionsGently);
  const unparseable = unparseableRequestAnswer({ production: config.NODE_ENV === "production" });
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code !== "ECONNRESET" && socket.writable) socket.end(unparseable);
    else socket.destroy();
  });
}

function drainOnSignals(server: http.Server, listener: CacheListener | undefined, lifecycle: { draining: boolean }) {
  const shutdown = (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    log({ level: "info", msg: `${signal}: draining` });
    server.close(async () => {
      await stopWebhookWorker();
      await listener?.close();
      await closeDb().catch(() => undefined);
      log({ level: "info", msg: "stopped" });
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log({ level: "warn", msg: "drain timed out; exiting" });
      process.exit(1);
    }, 25_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

process.on("unhandledRejection", (reason) => {
  log({ level: "error", msg: "unhandled rejection", error: String(reason) });
});

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
