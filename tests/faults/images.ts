import sharp from "sharp";

/** Images for the upload fault tests, made on the spot (nothing is downloaded). */

/** A 27-megapixel JPEG of about 4 MB (under the 5 MB limit): its three WebP variants take seconds to make. */
export async function largePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 600, height: 450, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(6000, 4500, { kernel: "cubic" }).jpeg({ quality: 75 }).toBuffer();
}

/** An 800×600 JPEG of a few kilobytes. */
export function smallPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#246" } }).jpeg().toBuffer();
}
