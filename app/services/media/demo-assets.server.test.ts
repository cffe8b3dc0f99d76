import sharp from "sharp";
import { BADGE_COLORS, demoBadge, demoIcon, demoIllustration, demoLogo } from "./demo-assets.server";

describe("demo pictures", () => {
  it("draws the logo as a transparent PNG wordmark in the 4:1 the header is laid out for", async () => {
    const logo = await demoLogo();
    const meta = await sharp(logo).metadata();
    expect(meta).toMatchObject({ format: "png", width: 480, height: 120, hasAlpha: true });
    // The corner is ground, not paint: the header's colour shows through.
    const { data, info } = await sharp(logo).raw().toBuffer({ resolveWithObject: true });
    expect(data[(info.height - 1) * info.width * info.channels + (info.width - 1) * info.channels + 3]).toBe(0);
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
