import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BADGE_COLORS, demoBadge, demoIcon, demoIllustration, demoLogo } from "./assets.server";

describe("demo pictures", () => {
  it("draws a picture once and keeps it: the next seed reads the kept file", async () => {
    const dir = path.resolve("node_modules", ".cache", "company-site-drawings");
    const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    // Words no other test draws, so the drawing is new to the cache.
    const design = { title: "KEPT", subtitle: crypto.randomBytes(6).toString("hex").toUpperCase(), color: BADGE_COLORS.navy, shape: "rosette", icon: "leaf" } as const;
    const drawn = await demoBadge(design);
    const added = fs.readdirSync(dir).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    const file = path.join(dir, added[0]);
    expect(fs.readFileSync(file).equals(drawn)).toBe(true);

    // What is kept is what comes back: a stand-in in its place is returned as it is.
    const standIn = await sharp({ create: { width: 4, height: 2, channels: 3, background: "#fff" } }).png().toBuffer();
    fs.writeFileSync(file, standIn);
    expect((await demoBadge(design)).equals(standIn)).toBe(true);
    fs.rmSync(file);
  });

  it("draws the logo as a transparent PNG wordmark in the 4:1 the header is laid out for", async () => {
    const logo = await demoLogo("Northwind Systems");
    const meta = await sharp(logo).metadata();
    expect(meta).toMatchObject({ format: "png", width: 480, height: 120, hasAlpha: true });
    // The corner is ground, not paint: the header's colour shows through.
    const { data, info } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
    expect(data[(info.height - 1) * info.width * info.channels + (info.width - 1) * info.channels + 3]).toBe(0);
  });

  it("draws the wordmark of the company's own name", async () => {
    const [northwind, acme, long] = await Promise.all([demoLogo("Northwind Systems"), demoLogo("Acme"), demoLogo("Harbourside Industrial Technologies Group")]);
    for (const logo of [acme, long]) expect(await sharp(logo).metadata()).toMatchObject({ format: "png", width: 480, height: 120 });
    expect(acme.equals(northwind)).toBe(false);
    expect(long.equals(northwind)).toBe(false);
    // Long names, and names of wide letters, stay inside the 480 px: the right-most column is still ground.
    for (const logo of [long, await demoLogo("Harrowdale Water")]) {
      const { data, info } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
      const rightColumn = Array.from({ length: info.height }, (_, row) => data[row * info.width * info.channels + (info.width - 1) * info.channels + 3]);
      expect(Math.max(...rightColumn)).toBe(0);
    }
  });

  it("gives each demo customer a mark of its own, not one template with another initial", async () => {
    const names = ["Baltic Freightways", "Hallam Components", "Aurelia Health", "Harrowdale Water", "Kessler Markets", "Fairhaven Building Society"];
    // The mark alone (the name beside it differs anyway), small and grey as the logo strip shows it: initials on one
    // square differ by 10 to 14 on average, shapes of their own by 38 or more.
    const marks = await Promise.all(names.map(async (name) => sharp(await demoLogo(name)).extract({ left: 0, top: 0, width: 120, height: 120 }).greyscale().resize(24, 24).raw().toBuffer()));
    for (let a = 0; a < marks.length; a += 1) {
      for (let b = a + 1; b < marks.length; b += 1) {
        const difference = marks[a].reduce((sum, value, index) => sum + Math.abs(value - marks[b][index]), 0) / marks[a].length;
        expect(difference, `${names[a]} and ${names[b]}`).toBeGreaterThan(25);
      }
    }
  });

  it("draws scenes at the size asked, cropping other aspect ratios to the middle", async () => {
    for (const [width, height] of [[1600, 900], [1600, 700], [1200, 675]] as const) {
      const meta = await sharp(await demoIllustration("edge-gateway", width, height)).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width, height });
    }
    expect(await sharp(await demoIcon("support")).metadata()).toMatchObject({ format: "jpeg", width: 480, height: 480 });
  });

  it("draws different scenes differently", async () => {
    const [gateway, vault] = await Promise.all([demoIllustration("edge-gateway", 320, 180), demoIllustration("secure-vault", 320, 180)]);
    const [a, b] = await Promise.all([sharp(gateway).stats(), sharp(vault).stats()]);
    // A light studio shot against a dark vault room.
    expect(a.channels[0].mean - b.channels[0].mean).toBeGreaterThan(60);
  });

  it("draws certificate badges on white, and escapes their words", async () => {
    const badge = await demoBadge({ title: "R&D <LAB>", subtitle: "\"QUALITY\" & 'CARE'", color: BADGE_COLORS.green, shape: "rosette", icon: "leaf" });
    const meta = await sharp(badge).metadata();
    expect(meta).toMatchObject({ format: "png", width: 480, height: 240 });
    const { data } = await sharp(badge).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });
});
