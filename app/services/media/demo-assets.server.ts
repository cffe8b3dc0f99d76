import sharp from "sharp";

/** Made on the machine: the site must start without a network. */

export type Palette = readonly [string, string];

export const PALETTES: readonly Palette[] = [
  ["#0b5cad", "#43b0f1"],
  ["#114b5f", "#1a936f"],
  ["#3d348b", "#7678ed"],
  ["#9a031e", "#e36414"],
  ["#283618", "#99a36b"],
  ["#22223b", "#9a8c98"],
];

export async function demoImage(options: {
  width: number;
  height: number;
  palette: Palette;
  seed: number;
  label?: string;
}): Promise<Buffer> {
  const { width, height, palette, seed } = options;
  const circles = Array.from({ length: 5 }, (_, index) => {
    const x = ((seed * 97 + index * 211) % 100) / 100;
    const y = ((seed * 53 + index * 131) % 100) / 100;
    const r = 0.08 + (((seed + index) * 37) % 20) / 100;
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${(r * Math.min(width, height)).toFixed(0)}" fill="#ffffff" fill-opacity="${(0.08 + index * 0.03).toFixed(2)}"/>`;
  }).join("");
  const label = options.label
    ? `<text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(height / 6)}" fill="#ffffff" fill-opacity="0.9">${escapeXml(options.label)}</text>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}${label}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function demoPdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = [
    "BT /F1 22 Tf 72 760 Td",
    `(${escape(title)}) Tj`,
    "/F1 12 Tf",
    ...lines.map((line) => `0 -22 Td (${escape(line)}) Tj`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
