/** `npm run bench:backup`: peak RSS should stay flat, not grow with the media library. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";

const IMAGES = Number(process.env.BENCH_IMAGES ?? 1000);
const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

interface Timing {
  ms: number;
  peakRssMb: number;
}

/** Runs a script under /usr/bin/time for its peak RSS. */
function run(script: string, args: string[], dataDir: string): Timing {
  const started = performance.now();
  const result = spawnSync("/usr/bin/time", ["-f", "%M", TSX, script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "development", DATA_DIR: dataDir },
    encoding: "utf8",
  });
  const ms = Math.round(performance.now() - started);
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  const kilobytes = Number(result.stderr.trim().split("\n").at(-1));
  return { ms, peakRssMb: Math.round(kilobytes / 1024) };
}

/** A photo-like JPEG: distinct per index, noisy enough to compress like a photo. */
function photo(index: number): Promise<Buffer> {
  const hue = (index * 37) % 255;
  return sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: hue, g: 255 - hue, b: (index * 11) % 255 }, noise: { type: "gaussian", mean: 0, sigma: 12 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** PGlite is one process's database, so this process lets go of it before the scripts run. */
async function buildSite(dataDir: string, count: number): Promise<void> {
  process.env.DATA_DIR = dataDir;
  const { resetEnvCache } = await import("~/env.server");
  const { closeDb, db } = await import("~/db/db.server");
  // An earlier section of the bench may have read the configuration (and its
  // DATA_DIR) in this process already, and opened a database with it.
  await closeDb();
  resetEnvCache();
  const { migrateToLatest } = await import("~/db/migrate.server");
  const { prepareDatabase } = await import("~/services/startup.server");
  const { saveUpload } = await import("~/services/media/media-upload.server");
  await migrateToLatest(db());
  if (count === 0) await prepareDatabase(db());
  for (let index = 0; index < count; index++) {
    await saveUpload(db(), { file: await photo(index), originalName: `photo-${index}.jpg` });
    if ((index + 1) % 100 === 0) console.log(`  ${index + 1} photos stored`);
  }
  await closeDb();
}

interface Row {
  site: string;
  archiveMb: number;
  backup: Timing;
  restore: Timing;
}

async function measureSite(site: string, source: string, folder: string): Promise<Row> {
  const archive = path.join(folder, `${site.replace(/\W+/g, "-")}.tar.gz`);
  const backup = run("scripts/backup.ts", ["--out", archive], source);
  const restore = run("scripts/restore.ts", [archive], path.join(folder, `restored-${path.basename(archive, ".tar.gz")}`));
  return { site, archiveMb: Math.round((fs.statSync(archive).size / 1024 / 1024) * 10) / 10, backup, restore };
}

export async function benchBackup(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bench-backup-"));
  try {
    const dataDir = path.join(folder, "site");
    console.log("Backup and restore: the demo site…");
    await buildSite(dataDir, 0);
    const rows = [await measureSite("demo site", dataDir, folder)];
    console.log(`Backup and restore: storing ${IMAGES} photos…`);
    await buildSite(dataDir, IMAGES);
    rows.push(await measureSite(`demo + ${IMAGES} images`, dataDir, folder));

    console.log("\nsite                    archive MB  backup s  backup RSS MB  restore s  restore RSS MB");
    for (const row of rows) {
      console.log(
        [
          row.site.padEnd(22),
          String(row.archiveMb).padStart(10),
          (row.backup.ms / 1000).toFixed(1).padStart(8),
          String(row.backup.peakRssMb).padStart(13),
          (row.restore.ms / 1000).toFixed(1).padStart(9),
          String(row.restore.peakRssMb).padStart(15),
        ].join("  "),
      );
    }
    console.log("(npm run backup / restore as processes, embedded database and disk, wall time including start-up)");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchBackup().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
