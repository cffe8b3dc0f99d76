/** The drawing kit of assets.server.ts; everything draws in the scenes' 1600×900 box. */

// librsvg renders text with the system's fonts; DejaVu ships with most Linux images.
const FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

export const INK = "#1c2430";
export const STEEL = "#26384f";
export const BLUE = "#0b5cad";
export const SKY = "#43b0f1";
export const PALE = "#d6e7fa";
export const TEAL = "#14a38b";
export const MINT = "#cdeee6";
export const AMBER = "#f5a623";
export const PEACH = "#fde3bf";
export const CORAL = "#ef6f5e";
export const VIOLET = "#6c63d9";
export const LILAC = "#e1defb";
export const GREY = "#8a96a8";
export const SILVER = "#c9d3df";
export const WHITE = "#ffffff";
export const SCREEN = "#14243a";
export const LED = "#3ddc84";

type Attrs = Record<string, string | number | undefined>;

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function tag(name: string, attrs: Attrs, children?: string): string {
  const list = Object.entries(attrs)
    .map(([key, value]) => (value === undefined ? "" : ` ${key}="${typeof value === "number" ? +value.toFixed(1) : escapeXml(value)}"`))
    .join("");
  return children === undefined ? `<${name}${list}/>` : `<${name}${list}>${children}</${name}>`;
}

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  tag("rect", { x, y, width, height, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => tag("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  tag("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => tag("path", { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  tag("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra });
const polyline = (points: Array<[number, number]>, stroke: string, width: number, extra: Attrs = {}) =>
  tag("polyline", {
    points: points.map(([x, y]) => `${+x.toFixed(1)},${+y.toFixed(1)}`).join(" "),
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });
export const group = (transform: string, ...children: string[]) => tag("g", { transform }, children.join(""));

export function text(x: number, y: number, content: string, size: number, fill: string, extra: Attrs = {}) {
  return tag("text", { x, y, "font-family": FONT, "font-size": size, fill, ...extra }, escapeXml(content));
}

export function times(count: number, draw: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw(index)).join("");
}

export const DEFS = `<defs>
  <linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f9fe"/><stop offset="1" stop-color="#e4edf7"/></linearGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1524"/><stop offset="1" stop-color="#173457"/></linearGradient>
  <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b3f78"/><stop offset="1" stop-color="#0e1a2b"/></linearGradient>
  <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd66b"/><stop offset="1" stop-color="#e09a12"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fd3f7"/><stop offset="1" stop-color="#3b86c9"/></linearGradient>
  <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>`;

export function lightBackdrop(tint: string, accent: string, floorY = 760): string {
  return (
    rect(0, 0, 1600, 900, "url(#light)") +
    circle(1390, 150, 300, tint, { opacity: 0.75 }) +
    circle(150, 830, 250, tint, { opacity: 0.6 }) +
    dotGrid(150, 170, 6, 4, accent) +
    dotGrid(1310, 600, 6, 4, accent) +
    ellipse(800, floorY, 660, 62, tint)
  );
}

export function darkBackdrop(fill = "url(#dark)"): string {
  return (
    rect(0, 0, 1600, 900, fill) +
    times(19, (index) => line(index * 90, 0, index * 90, 900, WHITE, 1.5, { opacity: 0.04 })) +
    times(10, (index) => line(0, index * 90, 1600, index * 90, WHITE, 1.5, { opacity: 0.04 })) +
    circle(800, 380, 520, "url(#spot)")
  );
}

function dotGrid(x: number, y: number, columns: number, rows: number, fill: string): string {
  return times(columns * rows, (index) => circle(x + (index % columns) * 26, y + Math.floor(index / columns) * 26, 4.5, fill, { opacity: 0.35 }));
}

export interface Look {
  skin: string;
  hair: string;
  top: string;
  hairStyle: "short" | "long" | "bun";
}

const LOOKS: readonly Look[] = [
  { skin: "#f1c7a1", hair: "#2b2118", top: BLUE, hairStyle: "short" },
  { skin: "#8d5a3b", hair: "#1a1410", top: TEAL, hairStyle: "bun" },
  { skin: "#e0ac80", hair: "#6b3e26", top: CORAL, hairStyle: "long" },
  { skin: "#c68642", hair: "#231a12", top: VIOLET, hairStyle: "short" },
  { skin: "#f5d6b8", hair: "#c98f2e", top: AMBER, hairStyle: "long" },
  { skin: "#5c3a24", hair: "#111111", top: "#3a5a80", hairStyle: "short" },
];

export const look = (index: number) => LOOKS[index % LOOKS.length];

/** Someone seen from behind down to the desk top at (x, y), watching screens. */
export function personFromBehind(x: number, y: number, scale: number, person: Look): string {
  const s = scale;
  const torso = `M${x - 60 * s},${y} L${x - 60 * s},${y - 48 * s} Q${x - 60 * s},${y - 96 * s} ${x - 18 * s},${y - 98 * s} L${x + 18 * s},${y - 98 * s} Q${x + 60 * s},${y - 96 * s} ${x + 60 * s},${y - 48 * s} L${x + 60 * s},${y} Z`;
  return (
    path(torso, person.top) +
    rect(x - 12 * s, y - 116 * s, 24 * s, 22 * s, person.skin) +
    circle(x - 31 * s, y - 136 * s, 7 * s, person.skin) +
    circle(x + 31 * s, y - 136 * s, 7 * s, person.skin) +
    circle(x, y - 140 * s, 32 * s, person.hair) +
    (person.hairStyle === "long" ? rect(x - 32 * s, y - 140 * s, 64 * s, 46 * s, person.hair, { rx: 12 * s }) : "") +
    (person.hairStyle === "bun" ? circle(x, y - 176 * s, 14 * s, person.hair) : "")
  );
}

/** A standing figure's shadow, trousers and shoes, feet at (x, y). */
function standingLegs(x: number, y: number, s: number): string {
  const trousers = "#2c3e57";
  return (
    ellipse(x, y, 60 * s, 10 * s, INK, { opacity: 0.12 }) +
    rect(x - 27 * s, y - 176 * s, 24 * s, 170 * s, trousers, { rx: 9 * s }) +
    rect(x + 3 * s, y - 176 * s, 24 * s, 170 * s, trousers, { rx: 9 * s }) +
    ellipse(x - 17 * s, y - 4 * s, 20 * s, 8 * s, INK) +
    ellipse(x + 17 * s, y - 4 * s, 20 * s, 8 * s, INK)
  );
}

/** Long hair falls behind the shoulders: drawn before the body. */
function longHairBehind(x: number, y: number, s: number, person: Look): string {
  return person.hairStyle === "long" ? rect(x - 37 * s, y - 384 * s, 74 * s, 72 * s, person.hair, { rx: 20 * s }) : "";
}

/**
 * A standing figure, feet at (x, y); `pointing` raises the right arm towards a board or screen,
 * or, as an angle, holds it out at that angle (-90: straight out to the side).
 */
export function personStanding(x: number, y: number, scale: number, person: Look, pointing: boolean | number = false): string {
  const s = scale;
  const rightArm = pointing !== false
    ? group(`rotate(${pointing === true ? -128 : pointing} ${x + 42 * s} ${y - 300 * s})`, rect(x + 32 * s, y - 306 * s, 22 * s, 118 * s, person.top, { rx: 11 * s }), circle(x + 43 * s, y - 186 * s, 11 * s, person.skin))
    : rect(x + 40 * s, y - 308 * s, 22 * s, 128 * s, person.top, { rx: 11 * s }) + circle(x + 51 * s, y - 178 * s, 11 * s, person.skin);
  const hairBack = longHairBehind(x, y, s, person);
  return (
    standingLegs(x, y, s) +
    rect(x - 62 * s, y - 308 * s, 22 * s, 128 * s, person.top, { rx: 11 * s }) +
    circle(x - 51 * s, y - 178 * s, 11 * s, person.skin) +
    hairBack +
    rect(x - 44 * s, y - 320 * s, 88 * s, 160 * s, person.top, { rx: 30 * s }) +
    rightArm +
    rect(x - 11 * s, y - 342 * s, 22 * s, 26 * s, person.skin) +
    circle(x, y - 378 * s, 36 * s, person.hair) +
    circle(x, y - 368 * s, 33 * s, person.skin) +
    (person.hairStyle === "bun" ? circle(x, y - 414 * s, 15 * s, person.hair) : "")
  );
}

/**
 * A standing figure holding a tablet or a handheld at waist height, its screen turned to the
 * viewer, feet at (x, y). `vest` draws a high-visibility vest over the top, for depots and sites.
 */
export function personHolding(x: number, y: number, scale: number, person: Look, device: { width: number; height: number; screen: Screen }, vest?: string): string {
  const s = scale;
  const width = device.width * s;
  const height = device.height * s;
  const top = y - 214 * s - height / 2;
  const hairBack = longHairBehind(x, y, s, person);
  // Forearms come towards the viewer, so only the upper arms show, down to the device's edges.
  const arm = (side: number) => rect(x + side * 51 * s - 11 * s, y - 308 * s, 22 * s, 96 * s, person.top, { rx: 11 * s });
  const hand = (side: number) => circle(x + side * (width / 2 + 2 * s), top + height * 0.62, 11 * s, person.skin);
  return (
    standingLegs(x, y, s) +
    hairBack +
    arm(-1) +
    arm(1) +
    rect(x - 44 * s, y - 320 * s, 88 * s, 160 * s, person.top, { rx: 30 * s }) +
    (vest
      ? path(`M${x - 40 * s},${y - 300 * s} L${x - 14 * s},${y - 318 * s} L${x},${y - 270 * s} L${x + 14 * s},${y - 318 * s} L${x + 40 * s},${y - 300 * s} L${x + 40 * s},${y - 168 * s} L${x - 40 * s},${y - 168 * s} Z`, vest) +
        rect(x - 40 * s, y - 232 * s, 80 * s, 9 * s, SILVER) +
        rect(x - 40 * s, y - 204 * s, 80 * s, 9 * s, SILVER)
      : "") +
    rect(x - 11 * s, y - 342 * s, 22 * s, 26 * s, person.skin) +
    circle(x, y - 378 * s, 36 * s, person.hair) +
    circle(x, y - 368 * s, 33 * s, person.skin) +
    (person.hairStyle === "bun" ? circle(x, y - 414 * s, 15 * s, person.hair) : "") +
    rect(x - width / 2, top, width, height, "#1b2534", { rx: 8 * s }) +
    group(`translate(${x - width / 2 + 6 * s} ${top + 6 * s})`, device.screen(width - 12 * s, height - 12 * s)) +
    hand(-1) +
    hand(1)
  );
}

export function desk(x: number, y: number, width: number): string {
  return (
    rect(x + 24, y + 22, 14, 130, "#9aa8ba") +
    rect(x + width - 38, y + 22, 14, 130, "#9aa8ba") +
    rect(x, y, width, 16, "#eef2f7", { rx: 4 }) +
    rect(x, y + 14, width, 10, "#c3cfdd")
  );
}

export function plant(x: number, y: number, scale = 1): string {
  const s = scale;
  const leaf = (angle: number, length: number, fill: string) =>
    group(`rotate(${angle} ${x} ${y - 70 * s})`, ellipse(x, y - 70 * s - length / 2, 16 * s, length / 2, fill));
  return (
    leaf(-40, 120 * s, "#2f9e6e") +
    leaf(35, 110 * s, "#2f9e6e") +
    leaf(-10, 150 * s, "#3cb57f") +
    leaf(15, 130 * s, "#47c48a") +
    path(`M${x - 42 * s},${y - 80 * s} L${x + 42 * s},${y - 80 * s} L${x + 32 * s},${y} L${x - 32 * s},${y} Z`, "#e9eef5") +
    rect(x - 46 * s, y - 90 * s, 92 * s, 16 * s, "#d3dce8", { rx: 4 * s })
  );
}

export function mug(x: number, y: number, fill: string): string {
  return (
    circle(x + 26, y - 22, 11, "none", { stroke: fill, "stroke-width": 6 }) + rect(x - 20, y - 42, 40, 42, fill, { rx: 6 })
  );
}

export type Screen = (width: number, height: number) => string;

export function monitor(x: number, y: number, width: number, height: number, screen: Screen, withStand = true): string {
  const bezel = Math.max(8, width * 0.025);
  return (
    (withStand
      ? rect(x + width / 2 - 14, y + height - 4, 28, 52, "#8f9db0") + rect(x + width / 2 - 70, y + height + 44, 140, 12, "#8f9db0", { rx: 6 })
      : "") +
    rect(x, y, width, height, "#1b2534", { rx: 12 }) +
    group(`translate(${x + bezel} ${y + bezel})`, screen(width - 2 * bezel, height - 2 * bezel))
  );
}

export function laptop(x: number, y: number, width: number, screen: Screen): string {
  const height = width * 0.62;
  return (
    monitor(x, y, width, height, screen, false) +
    path(`M${x - 50},${y + height + 26} L${x + width + 50},${y + height + 26} L${x + width},${y + height} L${x},${y + height} Z`, "#aab6c6") +
    rect(x - 50, y + height + 24, width + 100, 12, "#8f9db0", { rx: 6 })
  );
}

export function phone(x: number, y: number, width: number, screen: Screen): string {
  const height = width * 2;
  return (
    rect(x, y, width, height, "#1b2534", { rx: width * 0.14 }) +
    group(`translate(${x + 8} ${y + 22})`, screen(width - 16, height - 44)) +
    rect(x + width / 2 - 16, y + 9, 32, 5, "#3b4a60", { rx: 2.5 })
  );
}

export function appWindow(x: number, y: number, width: number, height: number, screen: Screen): string {
  return (
    rect(x + 10, y + 16, width, height, INK, { rx: 16, opacity: 0.12 }) +
    rect(x, y, width, height, WHITE, { rx: 16 }) +
    rect(x, y, width, 44, "#e6edf6", { rx: 16 }) +
    rect(x, y + 28, width, 16, "#e6edf6") +
    circle(x + 26, y + 22, 7, CORAL) +
    circle(x + 48, y + 22, 7, AMBER) +
    circle(x + 70, y + 22, 7, LED) +
    group(`translate(${x + 16} ${y + 58})`, screen(width - 32, height - 74))
  );
}

export const SERIES = [
  [0.35, 0.5, 0.42, 0.64, 0.58, 0.76, 0.7, 0.88],
  [0.62, 0.48, 0.7, 0.55, 0.8, 0.66, 0.92, 0.84],
  [0.3, 0.38, 0.36, 0.52, 0.47, 0.6, 0.74, 0.81],
] as const;

export function bars(x: number, y: number, width: number, height: number, values: readonly number[], fill: string, extra: Attrs = {}): string {
  const step = width / values.length;
  return values
    .map((value, index) => rect(x + index * step + step * 0.18, y + height * (1 - value), step * 0.64, height * value, fill, { rx: Math.min(6, step * 0.15), ...extra }))
    .join("");
}

export function trend(x: number, y: number, width: number, height: number, values: readonly number[], stroke: string, area = true): string {
  const points = values.map((value, index): [number, number] => [x + (index * width) / (values.length - 1), y + height * (1 - value)]);
  const fill = area
    ? path(`M${x},${y + height} L${points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" L")} L${x + width},${y + height} Z`, stroke, { opacity: 0.18 })
    : "";
  return fill + polyline(points, stroke, Math.max(3, height * 0.035));
}

export function donut(cx: number, cy: number, r: number, thickness: number, parts: readonly number[], colors: readonly string[]): string {
  const circumference = 2 * Math.PI * r;
  let start = 0;
  return parts
    .map((part, index) => {
      const length = part * circumference;
      const arc = circle(cx, cy, r, "none", {
        stroke: colors[index % colors.length],
        "stroke-width": thickness,
        "stroke-dasharray": `${length.toFixed(1)} ${(circumference - length).toFixed(1)}`,
        "stroke-dashoffset": (-start).toFixed(1),
        transform: `rotate(-90 ${cx} ${cy})`,
      });
      start += length;
      return arc;
    })
    .join("");
}

export function textLines(x: number, y: number, widths: readonly number[], fill: string, height = 10, gap = 22): string {
  return widths.map((width, index) => rect(x, y + index * gap, width, height, fill, { rx: height / 2 })).join("");
}

/** A dashboard: KPI tiles, a trend and bars or a donut; `variant` changes layout and data. */
export function dashboard(variant: number, dark = true, accent = SKY): Screen {
  return (width, height) => {
    const panel = dark ? "#1e3350" : "#eef3f9";
    const muted = dark ? "#3b5677" : "#cbd6e3";
    const colors = [accent, TEAL, AMBER, VIOLET];
    const pad = width * 0.04;
    const tileW = (width - pad * 4) / 3;
    const tileH = height * 0.2;
    const tiles = times(3, (index) => {
      const tx = pad + index * (tileW + pad);
      return (
        rect(tx, pad, tileW, tileH, panel, { rx: 8 }) +
        rect(tx + tileW * 0.1, pad + tileH * 0.22, tileW * 0.35, tileH * 0.14, muted, { rx: 4 }) +
        rect(tx + tileW * 0.1, pad + tileH * 0.5, tileW * 0.55, tileH * 0.28, colors[(index + variant) % colors.length], { rx: 5 })
      );
    });
    const lowerY = pad * 2 + tileH;
    const lowerH = height - lowerY - pad;
    const leftW = width * 0.6 - pad * 1.5;
    const rightX = pad * 2 + leftW;
    const rightW = width - rightX - pad;
    const series = SERIES[variant % SERIES.length];
    const left =
      rect(pad, lowerY, leftW, lowerH, panel, { rx: 8 }) +
      (variant % 2 === 0
        ? trend(pad + leftW * 0.08, lowerY + lowerH * 0.15, leftW * 0.84, lowerH * 0.7, series, accent)
        : bars(pad + leftW * 0.06, lowerY + lowerH * 0.15, leftW * 0.88, lowerH * 0.72, series, accent));
    const right =
      rect(rightX, lowerY, rightW, lowerH, panel, { rx: 8 }) +
      (variant % 3 === 1
        ? bars(rightX + rightW * 0.1, lowerY + lowerH * 0.18, rightW * 0.8, lowerH * 0.66, SERIES[(variant + 1) % 3].slice(0, 5), TEAL)
        : donut(rightX + rightW / 2, lowerY + lowerH / 2, Math.min(rightW, lowerH) * 0.3, Math.min(rightW, lowerH) * 0.12, [0.46, 0.3, 0.24], [accent, TEAL, AMBER]));
    return rect(0, 0, width, height, dark ? SCREEN : WHITE) + tiles + left + right;
  };
}

export function mapScreen(dark = true): Screen {
  return (width, height) => {
    const land = dark ? "#24405f" : "#dbe6f2";
    const dots: Array<[number, number, string]> = [
      [0.18, 0.38, LED], [0.26, 0.5, LED], [0.3, 0.3, AMBER], [0.47, 0.34, LED], [0.52, 0.46, LED],
      [0.56, 0.28, CORAL], [0.7, 0.42, LED], [0.78, 0.56, LED], [0.82, 0.32, LED], [0.36, 0.66, LED], [0.64, 0.7, AMBER],
    ];
    return (
      rect(0, 0, width, height, dark ? SCREEN : "#f5f8fc") +
      ellipse(width * 0.26, height * 0.45, width * 0.16, height * 0.26, land) +
      ellipse(width * 0.35, height * 0.72, width * 0.07, height * 0.16, land) +
      ellipse(width * 0.58, height * 0.38, width * 0.14, height * 0.2, land) +
      ellipse(width * 0.76, height * 0.5, width * 0.13, height * 0.28, land) +
      ellipse(width * 0.63, height * 0.72, width * 0.06, height * 0.1, land) +
      dots
        .map(([dx, dy, fill]) => circle(width * dx, height * dy, Math.max(5, width * 0.012) * 2, fill, { opacity: 0.25 }) + circle(width * dx, height * dy, Math.max(5, width * 0.012), fill))
        .join("")
    );
  };
}

export function listScreen(dark = true, statuses: readonly string[] = [LED, LED, AMBER, LED, CORAL, LED]): Screen {
  return (width, height) => {
    const rowH = height / (statuses.length + 1);
    return (
      rect(0, 0, width, height, dark ? SCREEN : WHITE) +
      rect(0, 0, width, rowH * 0.8, dark ? "#1e3350" : "#e6edf6") +
      statuses
        .map((status, index) => {
          const y = rowH * (index + 1) + rowH * 0.2;
          return (
            circle(width * 0.08, y + rowH * 0.3, Math.min(rowH * 0.18, 12), status) +
            rect(width * 0.16, y + rowH * 0.18, width * (0.4 + ((index * 13) % 5) * 0.06), rowH * 0.24, dark ? "#3b5677" : "#d3dde9", { rx: 4 })
          );
        })
        .join("")
    );
  };
}

export function radarScreen(width: number, height: number): string {
  const r = Math.min(width, height) * 0.4;
  const cx = width / 2;
  const cy = height / 2;
  return (
    rect(0, 0, width, height, SCREEN) +
    times(3, (index) => circle(cx, cy, r * (1 - index * 0.3), "none", { stroke: LED, "stroke-width": 2, opacity: 0.35 })) +
    line(cx - r, cy, cx + r, cy, LED, 2, { opacity: 0.3 }) +
    line(cx, cy - r, cx, cy + r, LED, 2, { opacity: 0.3 }) +
    path(`M${cx},${cy} L${cx + r},${cy} A${r},${r} 0 0 0 ${cx + r * Math.cos(-0.8)},${cy + r * Math.sin(-0.8)} Z`, LED, { opacity: 0.3 }) +
    circle(cx + r * 0.45, cy - r * 0.3, 6, CORAL) +
    circle(cx - r * 0.5, cy + r * 0.2, 6, AMBER) +
    circle(cx + r * 0.2, cy + r * 0.55, 6, LED)
  );
}

export function box3d(x: number, y: number, width: number, height: number, depth: number, colors: { front: string; top: string; side: string }): string {
  const dx = depth;
  const dy = depth * 0.55;
  return (
    path(`M${x},${y} L${x + dx},${y - dy} L${x + width + dx},${y - dy} L${x + width},${y} Z`, colors.top) +
    path(`M${x + width},${y} L${x + width + dx},${y - dy} L${x + width + dx},${y + height - dy} L${x + width},${y + height} Z`, colors.side) +
    rect(x, y, width, height, colors.front)
  );
}

export function cloud(cx: number, cy: number, size: number, fill: string, extra: Attrs = {}): string {
  const s = size;
  return tag(
    "g",
    { fill, ...extra },
    rect(cx - 0.85 * s, cy, 1.7 * s, 0.5 * s, fill, { rx: 0.25 * s }) +
      circle(cx - 0.52 * s, cy + 0.16 * s, 0.34 * s, fill) +
      circle(cx + 0.02 * s, cy - 0.04 * s, 0.54 * s, fill) +
      circle(cx + 0.56 * s, cy + 0.14 * s, 0.36 * s, fill),
  );
}

export function shieldPath(cx: number, cy: number, size: number): string {
  const w = size * 0.8;
  const h = size;
  const top = cy - h / 2;
  return `M${cx},${top} C${cx + w * 0.25},${top + h * 0.1} ${cx + w * 0.4},${top + h * 0.1} ${cx + w / 2},${top + h * 0.1} L${cx + w / 2},${top + h * 0.48} C${cx + w / 2},${top + h * 0.75} ${cx + w * 0.25},${top + h * 0.9} ${cx},${top + h} C${cx - w * 0.25},${top + h * 0.9} ${cx - w / 2},${top + h * 0.75} ${cx - w / 2},${top + h * 0.48} L${cx - w / 2},${top + h * 0.1} C${cx - w * 0.4},${top + h * 0.1} ${cx - w * 0.25},${top + h * 0.1} ${cx},${top} Z`;
}

export function padlock(cx: number, cy: number, size: number, body: string, shackle: string): string {
  const s = size;
  return (
    path(`M${cx - 0.3 * s},${cy} L${cx - 0.3 * s},${cy - 0.28 * s} A${0.3 * s},${0.3 * s} 0 0 1 ${cx + 0.3 * s},${cy - 0.28 * s} L${cx + 0.3 * s},${cy}`, "none", {
      stroke: shackle,
      "stroke-width": 0.13 * s,
    }) +
    rect(cx - 0.5 * s, cy - 0.04 * s, s, 0.76 * s, body, { rx: 0.12 * s }) +
    circle(cx, cy + 0.26 * s, 0.1 * s, shackle) +
    rect(cx - 0.04 * s, cy + 0.28 * s, 0.08 * s, 0.2 * s, shackle, { rx: 0.04 * s })
  );
}

export function checkMark(cx: number, cy: number, size: number, stroke: string, width = size * 0.16): string {
  return polyline(
    [
      [cx - size * 0.4, cy],
      [cx - size * 0.1, cy + size * 0.3],
      [cx + size * 0.45, cy - size * 0.3],
    ],
    stroke,
    width,
  );
}

export function gear(cx: number, cy: number, radius: number, teeth: number, fill: string, hole = "#ffffff"): string {
  const points: string[] = [];
  for (let index = 0; index < teeth; index++) {
    const angle = (index / teeth) * Math.PI * 2;
    const half = Math.PI / teeth;
    for (const [offset, r] of [[-half * 0.95, radius * 0.8], [-half * 0.45, radius], [half * 0.45, radius], [half * 0.95, radius * 0.8]] as const) {
      points.push(`${(cx + Math.cos(angle + offset) * r).toFixed(1)},${(cy + Math.sin(angle + offset) * r).toFixed(1)}`);
    }
  }
  return tag("polygon", { points: points.join(" "), fill }) + circle(cx, cy, radius * 0.32, hole);
}

export function serverRack(x: number, y: number, width: number, height: number, units = 7): string {
  const unitH = (height - 40) / units;
  return (
    rect(x, y, width, height, "#1b2534", { rx: 10 }) +
    times(units, (index) => {
      const uy = y + 20 + index * unitH;
      return (
        rect(x + 16, uy + 4, width - 32, unitH - 8, "#2d3f58", { rx: 4 }) +
        circle(x + 36, uy + unitH / 2, 6, index % 3 === 1 ? AMBER : LED) +
        circle(x + 56, uy + unitH / 2, 6, SKY) +
        times(4, (slot) => rect(x + width - 40 - slot * 22, uy + unitH / 2 - 8, 12, 16, "#1b2534", { rx: 2 }))
      );
    })
  );
}

export function building(x: number, y: number, width: number, height: number, fill: string, windowFill: string, columns = 4): string {
  const rows = Math.max(2, Math.floor(height / 70));
  const cellW = (width - 30) / columns;
  const cellH = (height - 40) / rows;
  return (
    rect(x, y, width, height, fill, { rx: 6 }) +
    times(columns * rows, (index) => rect(x + 15 + (index % columns) * cellW + 6, y + 20 + Math.floor(index / columns) * cellH + 6, cellW - 12, cellH - 14, windowFill, { rx: 3 }))
  );
}

export function tree(x: number, y: number, scale = 1): string {
  return rect(x - 7 * scale, y - 70 * scale, 14 * scale, 70 * scale, "#8a6a4f") + circle(x, y - 110 * scale, 56 * scale, "#3cb57f") + circle(x + 26 * scale, y - 86 * scale, 36 * scale, "#2f9e6e");
}

/** A dashed data link with a dot travelling on it. */
export function link(x1: number, y1: number, x2: number, y2: number, stroke: string, width = 5): string {
  return (
    line(x1, y1, x2, y2, stroke, width, { "stroke-dasharray": `${width * 3} ${width * 2.4}`, opacity: 0.8 }) +
    circle(x1 + (x2 - x1) * 0.55, y1 + (y2 - y1) * 0.55, width * 2, stroke)
  );
}

/** A round badge with an icon: the small floating markers around a subject. */
export function chip(cx: number, cy: number, r: number, fill: string, icon: string): string {
  return circle(cx + 6, cy + 10, r, INK, { opacity: 0.1 }) + circle(cx, cy, r, fill) + icon;
}

function ethernetPort(x: number, y: number, size: number): string {
  return rect(x, y, size, size * 0.8, "#0f1723", { rx: 3 }) + rect(x + size * 0.3, y + size * 0.8 - 5, size * 0.4, 5, "#3b4a60");
}

export function edgeGateway(x: number, y: number, scale: number): string {
  const s = scale;
  const width = 420 * s;
  const height = 150 * s;
  const depth = 110 * s;
  const fins = times(9, (index) => {
    const fx = x + 24 * s + index * 44 * s;
    return line(fx, y - 6 * s, fx + depth * 0.9, y - depth * 0.55 * 0.9 - 6 * s, "#5d7290", 7 * s);
  });
  const antenna = (ax: number, angle: number) =>
    group(`rotate(${angle} ${ax} ${y - depth * 0.55})`, rect(ax - 9 * s, y - depth * 0.55 - 170 * s, 18 * s, 170 * s, "#1b2534", { rx: 9 * s }), rect(ax - 13 * s, y - depth * 0.55 - 20 * s, 26 * s, 24 * s, "#3b4a60", { rx: 4 * s }));
  return (
    ellipse(x + width / 2 + depth / 2, y + height + 8 * s, width * 0.68, 26 * s, INK, { opacity: 0.14 }) +
    antenna(x + 70 * s, -10) +
    antenna(x + width - 10 * s, 10) +
    box3d(x, y, width, height, depth, { front: STEEL, top: "#455b78", side: "#1b2a3d" }) +
    fins +
    rect(x + 18 * s, y + 22 * s, width - 36 * s, height - 44 * s, "#1f2e43", { rx: 8 * s }) +
    times(4, (index) => ethernetPort(x + 40 * s + index * 52 * s, y + 52 * s, 40 * s)) +
    rect(x + 256 * s, y + 54 * s, 30 * s, 30 * s, "#0f1723", { rx: 4 * s }) +
    times(3, (index) => circle(x + 316 * s + index * 26 * s, y + 62 * s, 7 * s, [LED, LED, AMBER][index])) +
    rect(x + 306 * s, y + 82 * s, 80 * s, 8 * s, "#3b4a60", { rx: 4 * s }) +
    text(x + 40 * s, y + 124 * s, "NORTHWIND X1", 15 * s, "#9fb3cc", { "font-weight": 700, "letter-spacing": 2 * s })
  );
}

export function sensorHub(x: number, y: number, scale: number): string {
  const s = scale;
  const width = 300 * s;
  const height = 260 * s;
  const terminals = (ty: number) =>
    times(8, (index) => rect(x + 22 * s + index * 33 * s, ty, 26 * s, 30 * s, index % 2 ? "#1f9d6b" : "#22b07a", { rx: 3 * s }) + circle(x + 35 * s + index * 33 * s, ty + 15 * s, 7 * s, "#c9d3df"));
  return (
    ellipse(x + width / 2 + 30 * s, y + height + 8 * s, width * 0.7, 22 * s, INK, { opacity: 0.14 }) +
    box3d(x, y, width, height, 60 * s, { front: "#f4f7fb", top: "#dfe6ef", side: "#b9c6d6" }) +
    terminals(y + 14 * s) +
    terminals(y + height - 44 * s) +
    rect(x + 22 * s, y + 64 * s, width - 44 * s, 130 * s, BLUE, { rx: 10 * s }) +
    text(x + 42 * s, y + 112 * s, "S4", 40 * s, WHITE, { "font-weight": 700 }) +
    textLines(x + 42 * s, y + 132 * s, [120 * s, 90 * s], "#6fa8e0", 9 * s, 20 * s) +
    times(4, (index) => circle(x + 230 * s, y + 88 * s + index * 24 * s, 7 * s, index === 3 ? AMBER : LED))
  );
}

export function ruggedTablet(x: number, y: number, scale: number): string {
  const s = scale;
  const width = 260 * s;
  const height = 340 * s;
  const corner = (cx: number, cy: number) => rect(cx - 28 * s, cy - 28 * s, 56 * s, 56 * s, AMBER, { rx: 16 * s });
  return (
    ellipse(x + width / 2, y + height + 6 * s, width * 0.6, 16 * s, INK, { opacity: 0.14 }) +
    rect(x, y, width, height, "#2a3443", { rx: 26 * s }) +
    corner(x + 10 * s, y + 10 * s) +
    corner(x + width - 10 * s, y + 10 * s) +
    corner(x + 10 * s, y + height - 10 * s) +
    corner(x + width - 10 * s, y + height - 10 * s) +
    group(`translate(${x + 24 * s} ${y + 30 * s})`, dashboard(1, true, AMBER)(width - 48 * s, height - 80 * s)) +
    circle(x + width / 2, y + height - 26 * s, 10 * s, "#4d5868")
  );
}

export function probe(x: number, y: number, scale: number, fill: string): string {
  const s = scale;
  return (
    ellipse(x, y + 4 * s, 50 * s, 10 * s, INK, { opacity: 0.14 }) +
    rect(x - 44 * s, y - 120 * s, 88 * s, 120 * s, fill, { rx: 14 * s }) +
    ellipse(x, y - 120 * s, 44 * s, 14 * s, "#ffffff", { opacity: 0.35 }) +
    rect(x - 44 * s, y - 78 * s, 88 * s, 14 * s, "#1b2534", { opacity: 0.35 }) +
    circle(x, y - 40 * s, 8 * s, LED)
  );
}

export function gauge(cx: number, cy: number, r: number, needleAngle: number): string {
  return (
    circle(cx, cy, r, "#c9d3df") +
    circle(cx, cy, r * 0.86, WHITE) +
    path(`M${cx - r * 0.62},${cy + r * 0.36} A${r * 0.72},${r * 0.72} 0 0 1 ${cx + r * 0.62},${cy + r * 0.36}`, "none", { stroke: LED, "stroke-width": r * 0.1 }) +
    path(`M${cx + r * 0.36},${cy - r * 0.62} A${r * 0.72},${r * 0.72} 0 0 1 ${cx + r * 0.62},${cy + r * 0.36}`, "none", { stroke: CORAL, "stroke-width": r * 0.1 }) +
    group(`rotate(${needleAngle} ${cx} ${cy})`, rect(cx - r * 0.04, cy - r * 0.62, r * 0.08, r * 0.66, INK, { rx: r * 0.04 })) +
    circle(cx, cy, r * 0.1, INK)
  );
}

export function camera(x: number, y: number, scale: number): string {
  const s = scale;
  return (
    box3d(x, y, 200 * s, 150 * s, 60 * s, { front: "#e9eef5", top: "#f7f9fc", side: "#b9c6d6" }) +
    rect(x, y + 120 * s, 200 * s, 30 * s, BLUE) +
    circle(x + 100 * s, y + 66 * s, 56 * s, "#1b2534") +
    circle(x + 100 * s, y + 66 * s, 38 * s, "#2f4a6d") +
    circle(x + 100 * s, y + 66 * s, 20 * s, "#0b1524") +
    circle(x + 88 * s, y + 54 * s, 8 * s, WHITE, { opacity: 0.6 }) +
    circle(x + 178 * s, y + 22 * s, 6 * s, LED)
  );
}

export function conveyor(x: number, y: number, width: number): string {
  return (
    rect(x + 30, y + 40, 16, 150, "#8f9db0") +
    rect(x + width - 46, y + 40, 16, 150, "#8f9db0") +
    rect(x + width / 2 - 8, y + 40, 16, 150, "#8f9db0") +
    rect(x, y, width, 44, "#3b4a60", { rx: 22 }) +
    times(Math.floor(width / 60), (index) => circle(x + 30 + index * 60, y + 22, 12, "#8f9db0"))
  );
}

export function bottle(x: number, y: number, scale: number, fill: string): string {
  const s = scale;
  return (
    path(`M${x - 22 * s},${y} L${x - 22 * s},${y - 80 * s} Q${x - 22 * s},${y - 104 * s} ${x - 9 * s},${y - 116 * s} L${x - 9 * s},${y - 140 * s} L${x + 9 * s},${y - 140 * s} L${x + 9 * s},${y - 116 * s} Q${x + 22 * s},${y - 104 * s} ${x + 22 * s},${y - 80 * s} L${x + 22 * s},${y} Z`, fill) +
    rect(x - 11 * s, y - 150 * s, 22 * s, 14 * s, CORAL, { rx: 3 * s }) +
    rect(x - 22 * s, y - 66 * s, 44 * s, 34 * s, WHITE, { opacity: 0.85 }) +
    rect(x - 14 * s, y - 100 * s, 6 * s, 90 * s, WHITE, { opacity: 0.25, rx: 3 * s })
  );
}

export function trophy(cx: number, baseY: number, scale: number): string {
  const s = scale;
  const handle = (side: number) =>
    path(`M${cx + side * 90 * s},${baseY - 330 * s} C${cx + side * 170 * s},${baseY - 330 * s} ${cx + side * 160 * s},${baseY - 230 * s} ${cx + side * 70 * s},${baseY - 215 * s}`, "none", {
      stroke: "#e3a21a",
      "stroke-width": 20 * s,
    });
  return (
    handle(-1) +
    handle(1) +
    path(`M${cx - 110 * s},${baseY - 350 * s} L${cx + 110 * s},${baseY - 350 * s} C${cx + 110 * s},${baseY - 240 * s} ${cx + 60 * s},${baseY - 190 * s} ${cx},${baseY - 185 * s} C${cx - 60 * s},${baseY - 190 * s} ${cx - 110 * s},${baseY - 240 * s} ${cx - 110 * s},${baseY - 350 * s} Z`, "url(#gold)") +
    ellipse(cx, baseY - 350 * s, 110 * s, 18 * s, "#ffe08a") +
    rect(cx - 16 * s, baseY - 190 * s, 32 * s, 70 * s, "#e3a21a") +
    rect(cx - 70 * s, baseY - 124 * s, 140 * s, 30 * s, "#e3a21a", { rx: 6 * s }) +
    rect(cx - 100 * s, baseY - 96 * s, 200 * s, 96 * s, "#1b2534", { rx: 8 * s }) +
    rect(cx - 60 * s, baseY - 62 * s, 120 * s, 26 * s, "url(#gold)", { rx: 4 * s }) +
    path(`M${cx},${baseY - 320 * s} l14,30 32,4 -24,22 6,32 -28,-16 -28,16 6,-32 -24,-22 32,-4 Z`, WHITE, { opacity: 0.9 })
  );
}

export function confetti(seed: number): string {
  const colors = [AMBER, CORAL, SKY, LED, VIOLET, WHITE];
  return times(36, (index) => {
    const x = (index * 397 + seed * 131) % 1600;
    const y = 60 + ((index * 211 + seed * 71) % 520);
    return rect(x, y, 14, 7, colors[index % colors.length], { transform: `rotate(${(index * 47) % 180} ${x} ${y})`, opacity: 0.9 });
  });
}

/* ---------- Photographic touches: light, haze and depth of field ---------- */

// Blur stands in for a lens's depth of field: what is far or very near is soft, the subject sharp.
export const PHOTO_DEFS = `<defs>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
  <filter id="haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></radialGradient>
  <linearGradient id="daylight" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc7ee"/><stop offset="0.7" stop-color="#e8eef3"/><stop offset="1" stop-color="#fbe9cf"/></linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe9e1"/><stop offset="1" stop-color="#d9cfc2"/></linearGradient>
  <linearGradient id="oak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b98d62"/><stop offset="1" stop-color="#6f4f35"/></linearGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6df" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6df" stop-opacity="0"/></linearGradient>
  <linearGradient id="coldroom" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#060b14"/><stop offset="0.5" stop-color="#0d2540"/><stop offset="1" stop-color="#050a12"/></linearGradient>
  <radialGradient id="farglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#bfe4ff" stop-opacity="0.9"/><stop offset="0.4" stop-color="#4aa3e8" stop-opacity="0.45"/><stop offset="1" stop-color="#0d2540" stop-opacity="0"/></radialGradient>
  <radialGradient id="lampglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3d1" stop-opacity="0.8"/><stop offset="1" stop-color="#fff3d1" stop-opacity="0"/></radialGradient>
  <linearGradient id="skinlight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
</defs>`;

/** Darker corners, as a lens draws them: the eye goes to the middle. */
export function vignette(width = 1600, height = 900): string {
  return rect(0, 0, width, height, "url(#vignette)");
}

/** A soft, out-of-focus version of what is drawn: `haze` far away, `soft` just off the focal plane. */
export function blurred(filter: "soft" | "haze" | "bokeh", ...children: string[]): string {
  return tag("g", { filter: `url(#${filter})` }, children.join(""));
}

/** Head and shoulders facing the camera, for a portrait; the head's centre at (cx, cy). */
export function portraitBust(cx: number, cy: number, scale: number, person: Look, jacket: string): string {
  const s = scale;
  const hairBack =
    person.hairStyle === "long"
      ? path(`M${cx - 92 * s},${cy - 10 * s} Q${cx - 104 * s},${cy + 150 * s} ${cx - 60 * s},${cy + 170 * s} L${cx + 60 * s},${cy + 170 * s} Q${cx + 104 * s},${cy + 150 * s} ${cx + 92 * s},${cy - 10 * s} Z`, person.hair)
      : "";
  const shoulders = `M${cx - 230 * s},${cy + 420 * s} Q${cx - 220 * s},${cy + 200 * s} ${cx - 70 * s},${cy + 170 * s} L${cx + 70 * s},${cy + 170 * s} Q${cx + 220 * s},${cy + 200 * s} ${cx + 230 * s},${cy + 420 * s} Z`;
  const collar = `M${cx - 48 * s},${cy + 168 * s} L${cx},${cy + 250 * s} L${cx + 48 * s},${cy + 168 * s} Z`;
  return (
    hairBack +
    path(shoulders, jacket) +
    path(`M${cx - 70 * s},${cy + 170 * s} L${cx - 20 * s},${cy + 300 * s} L${cx - 110 * s},${cy + 190 * s} Z`, INK, { opacity: 0.18 }) +
    path(`M${cx + 70 * s},${cy + 170 * s} L${cx + 20 * s},${cy + 300 * s} L${cx + 110 * s},${cy + 190 * s} Z`, INK, { opacity: 0.18 }) +
    path(collar, WHITE) +
    rect(cx - 34 * s, cy + 70 * s, 68 * s, 110 * s, person.skin, { rx: 24 * s }) +
    rect(cx - 34 * s, cy + 74 * s, 68 * s, 26 * s, INK, { opacity: 0.1 }) +
    ellipse(cx - 84 * s, cy + 10 * s, 16 * s, 24 * s, person.skin) +
    ellipse(cx + 84 * s, cy + 10 * s, 16 * s, 24 * s, person.skin) +
    ellipse(cx, cy, 84 * s, 104 * s, person.skin) +
    ellipse(cx, cy, 84 * s, 104 * s, "url(#skinlight)") +
    path(`M${cx - 88 * s},${cy - 14 * s} Q${cx - 92 * s},${cy - 118 * s} ${cx},${cy - 114 * s} Q${cx + 92 * s},${cy - 118 * s} ${cx + 88 * s},${cy - 14 * s} Q${cx + 70 * s},${cy - 70 * s} ${cx + 10 * s},${cy - 66 * s} Q${cx - 60 * s},${cy - 62 * s} ${cx - 88 * s},${cy - 14 * s} Z`, person.hair) +
    (person.hairStyle === "bun" ? circle(cx + 10 * s, cy - 120 * s, 34 * s, person.hair) : "") +
    path(`M${cx - 50 * s},${cy - 22 * s} q16,-10 32,0`, "none", { stroke: person.hair, "stroke-width": 5 * s, opacity: 0.8 }) +
    path(`M${cx + 18 * s},${cy - 22 * s} q16,-10 32,0`, "none", { stroke: person.hair, "stroke-width": 5 * s, opacity: 0.8 }) +
    ellipse(cx - 34 * s, cy - 2 * s, 8 * s, 6 * s, "#2a1d16") +
    ellipse(cx + 34 * s, cy - 2 * s, 8 * s, 6 * s, "#2a1d16") +
    path(`M${cx - 4 * s},${cy + 6 * s} Q${cx - 10 * s},${cy + 34 * s} ${cx + 6 * s},${cy + 36 * s}`, "none", { stroke: INK, "stroke-width": 3 * s, opacity: 0.25 }) +
    path(`M${cx - 30 * s},${cy + 56 * s} Q${cx},${cy + 76 * s} ${cx + 30 * s},${cy + 56 * s}`, "none", { stroke: "#9a4a3c", "stroke-width": 6 * s }) +
    ellipse(cx - 46 * s, cy + 34 * s, 16 * s, 9 * s, CORAL, { opacity: 0.16 }) +
    ellipse(cx + 46 * s, cy + 34 * s, 16 * s, 9 * s, CORAL, { opacity: 0.16 })
  );
}
