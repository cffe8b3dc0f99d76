import crypto from "node:crypto";
import fs from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  AMBER,
  appWindow,
  bars,
  BLUE,
  bottle,
  box3d,
  building,
  camera,
  checkMark,
  chip,
  circle,
  cloud,
  confetti,
  conveyor,
  CORAL,
  darkBackdrop,
  dashboard,
  blurred,
  DEFS,
  desk,
  donut,
  edgeGateway,
  ellipse,
  gauge,
  gear,
  GREY,
  group,
  INK,
  laptop,
  LED,
  lightBackdrop,
  LILAC,
  line,
  link,
  listScreen,
  look,
  mapScreen,
  MINT,
  monitor,
  mug,
  padlock,
  PALE,
  path,
  PEACH,
  personFromBehind,
  personHolding,
  personStanding,
  phone,
  PHOTO_DEFS,
  portraitBust,
  plant,
  probe,
  radarScreen,
  rect,
  ruggedTablet,
  SCREEN,
  sensorHub,
  SERIES,
  serverRack,
  shieldPath,
  SILVER,
  SKY,
  STEEL,
  tag,
  TEAL,
  text,
  textLines,
  times,
  tree,
  trend,
  trophy,
  vignette,
  VIOLET,
  WHITE,
  type Look,
  type Screen,
} from "./drawing.server";
import { loadSharp } from "~/services/media/media-upload.server";

/**
 * Drawn as SVG and rendered by sharp: the site must start without a network, and
 * the repository carries no binary assets. Scenes are drawn in a 1600×900 box; another
 * aspect ratio shows its middle (`slice`), so every subject stays near the centre.
 */

function cloudInfrastructureScene(): string {
  // Category covers also show as a 16:5 banner: everything stays between y 220 and 690.
  return (
    lightBackdrop(PALE, BLUE, 700) +
    link(560, 500, 700, 420, BLUE) +
    link(800, 480, 800, 425, BLUE) +
    link(1040, 500, 900, 420, BLUE) +
    cloud(814, 346, 160, PALE) +
    cloud(800, 332, 160, WHITE) +
    group("translate(800 352)", rect(-62, -18, 124, 26, BLUE, { rx: 8 }), rect(-62, 16, 124, 26, SKY, { rx: 8 }), circle(-44, -5, 5, WHITE), circle(-44, 29, 5, WHITE)) +
    serverRack(480, 500, 170, 190, 4) +
    serverRack(715, 480, 170, 210, 5) +
    serverRack(950, 500, 170, 190, 4) +
    chip(340, 450, 54, WHITE, checkMark(340, 450, 50, TEAL)) +
    chip(1260, 430, 54, WHITE, gear(1260, 430, 34, 8, BLUE))
  );
}

function cloudMigrationScene(): string {
  const crate = (x: number, y: number, fill: string) => box3d(x, y, 56, 56, 24, { front: fill, top: WHITE, side: INK }) + rect(x + 10, y + 22, 36, 8, WHITE, { opacity: 0.6 });
  return (
    lightBackdrop(PALE, SKY) +
    building(230, 380, 300, 380, "#d3dde9", "#a9bdd3", 3) +
    rect(330, 640, 100, 120, "#8da5c0") +
    path("M590,520 C700,300 900,260 1040,330", "none", { stroke: BLUE, "stroke-width": 8, "stroke-dasharray": "24 18" }) +
    path("M1040,330 l-52,-6 26,44 Z", BLUE) +
    crate(640, 420, AMBER) +
    crate(760, 330, TEAL) +
    crate(890, 300, VIOLET) +
    cloud(1190, 420, 230, BLUE) +
    group("translate(1110 430)", rect(0, 0, 160, 28, SKY, { rx: 8 }), rect(0, 42, 160, 28, SKY, { rx: 8 }), circle(18, 14, 5, WHITE), circle(18, 56, 5, WHITE)) +
    chip(1340, 660, 50, WHITE, checkMark(1340, 660, 46, TEAL))
  );
}

function kubernetesScene(): string {
  const hex = (cx: number, cy: number, r: number, fill: string) => {
    const points = times(6, (index) => {
      const angle = (Math.PI / 3) * index + Math.PI / 6;
      return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)} `;
    });
    return tag("polygon", { points, fill }) + box3d(cx - 34, cy - 16, 56, 50, 22, { front: WHITE, top: "#eef3f9", side: "#c9d3df" });
  };
  const r = 105;
  const centres: Array<[number, number, string]> = [
    [800, 430, BLUE],
    [800 + r * 1.75, 430, SKY],
    [800 - r * 1.75, 430, TEAL],
    [800 + r * 0.875, 430 - r * 1.52, VIOLET],
    [800 - r * 0.875, 430 - r * 1.52, SKY],
    [800 + r * 0.875, 430 + r * 1.52, TEAL],
    [800 - r * 0.875, 430 + r * 1.52, BLUE],
  ];
  return (
    lightBackdrop(PALE, BLUE, 790) +
    centres.map(([cx, cy, fill]) => hex(cx, cy, r * 0.94, fill)).join("") +
    monitor(1190, 420, 260, 170, (w, h) => rect(0, 0, w, h, SCREEN) + trend(16, 20, w - 32, h - 50, [0.7, 0.72, 0.69, 0.74, 0.71, 0.73, 0.72], LED)) +
    chip(330, 330, 56, WHITE, gear(330, 330, 36, 8, TEAL))
  );
}

function hybridNetworkScene(): string {
  const node = (cx: number, cy: number) => circle(cx, cy, 16, WHITE, { stroke: BLUE, "stroke-width": 6 });
  return (
    lightBackdrop(PALE, BLUE) +
    circle(800, 440, 330, WHITE, { opacity: 0.7 }) +
    times(5, (index) => ellipse(800, 440, 330 - index * 75, 330, "none", { stroke: PALE, "stroke-width": 3 })) +
    times(3, (index) => line(470, 300 + index * 140, 1130, 300 + index * 140, PALE, 3)) +
    link(420, 560, 800, 440, BLUE) +
    link(800, 440, 1180, 330, BLUE) +
    link(800, 440, 930, 700, TEAL) +
    link(420, 560, 930, 700, SKY) +
    building(290, 430, 230, 330, "#2f4a6d", "#9fd3f7", 3) +
    cloud(1200, 280, 150, SKY) +
    serverRack(860, 560, 150, 200, 4) +
    box3d(730, 400, 140, 60, 40, { front: STEEL, top: "#455b78", side: "#1b2a3d" }) +
    times(4, (index) => circle(752 + index * 28, 430, 6, index === 3 ? AMBER : LED)) +
    node(800, 300) +
    node(1060, 560)
  );
}

function dataAnalyticsScene(): string {
  return (
    lightBackdrop(MINT, TEAL, 730) +
    monitor(520, 220, 560, 340, dashboard(0, false, TEAL)) +
    group("translate(240 300)", rect(10, 14, 240, 200, INK, { rx: 18, opacity: 0.1 }), rect(0, 0, 240, 200, WHITE, { rx: 18 }), donut(120, 100, 56, 30, [0.5, 0.3, 0.2], [TEAL, BLUE, AMBER])) +
    group("translate(1120 250)", rect(10, 14, 250, 190, INK, { rx: 18, opacity: 0.1 }), rect(0, 0, 250, 190, WHITE, { rx: 18 }), bars(24, 40, 200, 120, SERIES[2].slice(2), BLUE)) +
    group("translate(1160 500)", rect(10, 14, 210, 120, INK, { rx: 18, opacity: 0.1 }), rect(0, 0, 210, 120, WHITE, { rx: 18 }), trend(20, 30, 170, 60, SERIES[1], TEAL)) +
    plant(440, 720, 0.85)
  );
}

function dataPlatformScene(): string {
  const database = (cx: number, cy: number, fill: string) =>
    rect(cx - 70, cy - 70, 140, 140, fill) + ellipse(cx, cy + 70, 70, 22, fill) + ellipse(cx, cy - 70, 70, 22, WHITE, { opacity: 0.5 }) + ellipse(cx, cy - 70, 70, 22, fill, { opacity: 0.6 }) + path(`M${cx - 70},${cy} A70,22 0 0 0 ${cx + 70},${cy}`, "none", { stroke: WHITE, "stroke-width": 5, opacity: 0.6 });
  return (
    lightBackdrop(MINT, TEAL) +
    link(360, 300, 660, 430, TEAL) +
    link(360, 480, 660, 460, SKY) +
    link(360, 660, 660, 500, BLUE) +
    link(960, 460, 1220, 340, TEAL) +
    link(960, 480, 1220, 600, BLUE) +
    chip(300, 300, 60, WHITE, gear(300, 300, 36, 8, TEAL)) +
    chip(300, 480, 60, WHITE, textLines(270, 462, [60, 44, 52], GREY, 8, 16)) +
    chip(300, 660, 60, WHITE, bars(262, 630, 76, 56, [0.5, 0.8, 0.6], SKY)) +
    database(810, 400, TEAL) +
    database(810, 570, "#0f8a75") +
    group("translate(1180 250)", rect(0, 0, 220, 160, WHITE, { rx: 16 }), trend(20, 30, 180, 100, SERIES[0], TEAL)) +
    group("translate(1180 530)", rect(0, 0, 220, 160, WHITE, { rx: 16 }), bars(20, 30, 180, 110, SERIES[1].slice(3), BLUE))
  );
}

function businessDashboardsScene(): string {
  return (
    lightBackdrop(MINT, TEAL, 800) +
    monitor(360, 170, 560, 330, dashboard(2, false, BLUE)) +
    monitor(960, 230, 320, 270, listScreen(false)) +
    desk(240, 600, 1120) +
    personFromBehind(700, 660, 1.5, look(1)) +
    plant(1260, 600, 0.8) +
    mug(420, 600, CORAL)
  );
}

function predictiveMaintenanceScene(): string {
  const vibration = [0.5, 0.42, 0.58, 0.46, 0.54, 0.44, 0.56, 0.5, 0.9, 0.2, 0.62];
  return (
    lightBackdrop(MINT, TEAL) +
    rect(250, 680, 560, 60, "#8f9db0", { rx: 8 }) +
    rect(300, 440, 320, 240, "#2f6f9f", { rx: 40 }) +
    times(6, (index) => rect(318, 466 + index * 36, 284, 14, "#245a82", { rx: 7 })) +
    rect(620, 510, 70, 100, "#8f9db0") +
    circle(730, 560, 80, "#3b4a60") +
    circle(730, 560, 40, "#8f9db0") +
    gear(730, 560, 64, 12, "#5d7290", "#3b4a60") +
    rect(430, 400, 60, 50, AMBER, { rx: 10 }) +
    times(3, (index) => path(`M${520 + index * 26},${380 - index * 22} a${40 + index * 26},${40 + index * 26} 0 0 1 0,${60 + index * 44}`, "none", { stroke: AMBER, "stroke-width": 7, opacity: 0.8 - index * 0.2, transform: "rotate(-60 460 420)" })) +
    group("translate(930 230)", rect(14, 18, 420, 300, INK, { rx: 26, opacity: 0.12 }), rect(0, 0, 420, 300, "#1b2534", { rx: 26 }), rect(20, 20, 380, 260, SCREEN, { rx: 8 }), trend(40, 60, 340, 160, vibration, SKY, false), circle(40 + 340 * 0.8, 60 + 160 * 0.1, 14, CORAL), path("M336,40 l26,46 h-52 Z", AMBER), rect(333, 56, 6, 16, INK), circle(336, 78, 3.5, INK)) +
    chip(1250, 650, 62, WHITE, gear(1250, 650, 38, 8, TEAL)) +
    chip(1060, 660, 50, TEAL, checkMark(1060, 660, 44, WHITE))
  );
}

function securityComplianceScene(): string {
  const satellite = (cx: number, cy: number, icon: string) => line(800, 430, cx, cy, SKY, 3, { opacity: 0.5 }) + chip(cx, cy, 52, "#1e3350", icon);
  return (
    darkBackdrop() +
    circle(800, 430, 300, "none", { stroke: SKY, "stroke-width": 3, opacity: 0.25, "stroke-dasharray": "10 14" }) +
    satellite(480, 290, padlock(480, 286, 44, SKY, WHITE)) +
    satellite(1120, 290, checkMark(1120, 290, 46, LED)) +
    satellite(470, 610, gear(470, 610, 32, 8, SKY, "#1e3350")) +
    satellite(1130, 600, textLines(1100, 584, [60, 40, 52], SKY, 8, 14)) +
    path(shieldPath(800, 430, 420), BLUE) +
    path(shieldPath(800, 430, 340), "#1474d1") +
    padlock(800, 440, 130, WHITE, "#d6e7fa")
  );
}

function detectionResponseScene(): string {
  return (
    darkBackdrop() +
    monitor(250, 110, 360, 230, mapScreen(true), false) +
    monitor(630, 110, 340, 230, radarScreen, false) +
    monitor(990, 110, 360, 230, listScreen(true, [CORAL, LED, AMBER, LED, LED, CORAL]), false) +
    desk(200, 620, 1200) +
    monitor(330, 430, 260, 170, dashboard(1, true, CORAL)) +
    monitor(1010, 430, 260, 170, listScreen(true)) +
    personFromBehind(560, 720, 1.6, look(3)) +
    personFromBehind(1040, 720, 1.6, look(4))
  );
}

function identityAccessScene(): string {
  const fingerprint = times(5, (index) => path(`M${1180 - 20 - index * 14},${480 + index * 4} a${20 + index * 14},${26 + index * 14} 0 0 1 ${40 + index * 28},0 v${30 + index * 6}`, "none", { stroke: VIOLET, "stroke-width": 7, "stroke-linecap": "round" }));
  return (
    lightBackdrop(LILAC, VIOLET) +
    path("M470,120 L540,300 M610,120 L540,300", "none", { stroke: VIOLET, "stroke-width": 14 }) +
    group("rotate(-6 540 500)", rect(400, 290, 280, 400, WHITE, { rx: 24 }), rect(400, 290, 280, 90, VIOLET, { rx: 24 }), rect(400, 350, 280, 30, VIOLET), rect(510, 300, 60, 16, WHITE, { rx: 8 }), circle(540, 450, 56, "#e9d3c0"), circle(540, 440, 26, "#c68642"), path("M494,492 Q540,452 586,492 Z", "#3a5a80"), textLines(450, 540, [180, 140, 160], "#cfd6e3", 14, 30)) +
    phone(760, 280, 200, (w, h) => rect(0, 0, w, h, WHITE) + circle(w / 2, h * 0.22, 36, LILAC) + padlock(w / 2, h * 0.2, 36, VIOLET, VIOLET) + times(6, (index) => rect(12 + index * ((w - 24) / 6), h * 0.46, (w - 24) / 6 - 6, 40, "#eef3f9", { rx: 6 }) + circle(12 + index * ((w - 24) / 6) + ((w - 24) / 6 - 6) / 2, h * 0.46 + 20, 6, INK)) + rect(16, h * 0.72, w - 32, 44, VIOLET, { rx: 22 })) +
    circle(1180, 520, 110, WHITE) +
    fingerprint +
    chip(1220, 300, 50, VIOLET, checkMark(1220, 300, 44, WHITE))
  );
}

function complianceReadinessScene(): string {
  const row = (y: number, done: boolean) =>
    rect(600, y, 40, 40, done ? TEAL : WHITE, { rx: 8, stroke: done ? TEAL : SILVER, "stroke-width": 4 }) + (done ? checkMark(620, y + 20, 26, WHITE, 6) : "") + rect(664, y + 12, 200 + ((y * 7) % 60), 16, "#d3dde9", { rx: 8 });
  return (
    lightBackdrop(PALE, BLUE) +
    group("rotate(4 1100 400)", rect(920, 220, 380, 280, WHITE, { rx: 8, stroke: "#d3dde9", "stroke-width": 6 }), rect(950, 250, 320, 220, "none", { stroke: AMBER, "stroke-width": 3 }), textLines(990, 290, [240, 200, 220], "#cfd6e3", 12, 28), circle(1200, 430, 40, AMBER), path("M1180,460 l-10,50 20,-12 10,20 10,-50 Z", CORAL)) +
    rect(540, 200, 400, 540, "#8a6a4f", { rx: 24 }) +
    rect(566, 240, 348, 480, WHITE, { rx: 10 }) +
    rect(660, 180, 160, 56, "#8f9db0", { rx: 14 }) +
    row(290, true) +
    row(370, true) +
    row(450, true) +
    row(530, false) +
    row(610, false) +
    circle(470, 560, 90, "#ffffff", { opacity: 0.5, stroke: BLUE, "stroke-width": 18 }) +
    line(400, 630, 330, 700, BLUE, 28)
  );
}

function edgeHardwareScene(): string {
  return (
    lightBackdrop(PEACH, AMBER, 700) +
    ruggedTablet(260, 300, 1.0) +
    edgeGateway(610, 490, 0.95) +
    sensorHub(1110, 450, 0.72) +
    probe(1390, 690, 0.8, BLUE)
  );
}

function edgeGatewayScene(): string {
  return (
    lightBackdrop(PALE, BLUE, 720) +
    edgeGateway(470, 440, 1.35) +
    chip(1250, 260, 56, BLUE, times(4, (index) => rect(1222 + index * 16, 280 - index * 12, 10, 14 + index * 12, WHITE, { rx: 2 }))) +
    chip(330, 300, 50, WHITE, text(330, 314, "LTE", 30, BLUE, { "font-weight": 700, "text-anchor": "middle" }))
  );
}

function sensorHubScene(): string {
  const cable = (x1: number, y1: number, x2: number, y2: number) => path(`M${x1},${y1} C${x1},${(y1 + y2) / 2} ${x2},${(y1 + y2) / 2} ${x2},${y2}`, "none", { stroke: "#3b4a60", "stroke-width": 8 });
  return (
    lightBackdrop(PEACH, AMBER, 760) +
    rect(430, 440, 740, 40, "#aab6c6") +
    rect(430, 452, 740, 16, "#8f9db0") +
    cable(620, 640, 320, 700) +
    cable(720, 640, 640, 740) +
    cable(880, 640, 1040, 730) +
    cable(980, 640, 1300, 690) +
    sensorHub(650, 360, 1.05) +
    probe(320, 760, 0.8, TEAL) +
    gauge(640, 720, 70, -30) +
    probe(1040, 780, 0.8, BLUE) +
    gauge(1310, 650, 80, 50)
  );
}

function visionNodeScene(): string {
  const item = (x: number, fill: string) => box3d(x, 590, 110, 90, 40, { front: fill, top: "#f4d7ac", side: "#b9803f" });
  const frame = (x: number, y: number, w: number, h: number, stroke: string) => rect(x, y, w, h, "none", { stroke, "stroke-width": 6, rx: 6, "stroke-dasharray": "26 10" });
  return (
    lightBackdrop(PALE, BLUE, 820) +
    rect(640, 140, 24, 190, "#8f9db0") +
    rect(560, 130, 500, 26, "#8f9db0", { rx: 8 }) +
    camera(660, 170, 1.1) +
    path("M770,350 L560,600 L1080,600 L880,350 Z", SKY, { opacity: 0.15 }) +
    conveyor(260, 680, 1080) +
    item(380, "#d8a15c") +
    item(620, "#d8a15c") +
    item(860, "#c98a45") +
    item(1100, "#d8a15c") +
    frame(366, 540, 170, 156, LED) +
    frame(606, 540, 170, 156, LED) +
    frame(846, 540, 170, 156, CORAL) +
    chip(930, 510, 26, CORAL, line(922, 502, 938, 518, WHITE, 5) + line(938, 502, 922, 518, WHITE, 5))
  );
}

function softwareScene(): string {
  return (
    lightBackdrop(LILAC, VIOLET, 730) +
    laptop(540, 250, 520, dashboard(0, true, SKY)) +
    appWindow(200, 230, 300, 230, listScreen(false)) +
    appWindow(1110, 210, 300, 220, (w, h) => donut(w / 2, h / 2, 54, 28, [0.6, 0.25, 0.15], [VIOLET, SKY, AMBER])) +
    phone(1160, 420, 120, dashboard(2, true, VIOLET))
  );
}

function fleetManagerScene(): string {
  return (
    lightBackdrop(PALE, BLUE, 800) +
    monitor(420, 150, 760, 460, (w, h) =>
      rect(0, 0, w, h, SCREEN) + group(`translate(0 0)`, mapScreen(true)(w * 0.68, h)) + group(`translate(${w * 0.68} 0)`, listScreen(true)(w * 0.32, h)),
    ) +
    chip(300, 300, 56, WHITE, edgeGatewayIcon(300, 300)) +
    chip(300, 520, 56, WHITE, edgeGatewayIcon(300, 520)) +
    chip(1300, 420, 56, WHITE, edgeGatewayIcon(1300, 420)) +
    link(356, 300, 420, 330, BLUE, 4) +
    link(356, 520, 420, 480, BLUE, 4) +
    link(1244, 420, 1180, 420, BLUE, 4)
  );
}

function edgeGatewayIcon(cx: number, cy: number): string {
  return rect(cx - 30, cy - 14, 60, 32, STEEL, { rx: 6 }) + circle(cx - 14, cy + 2, 4, LED) + circle(cx, cy + 2, 4, LED) + line(cx + 20, cy - 14, cx + 24, cy - 34, STEEL, 5);
}

function insightStudioScene(): string {
  return (
    lightBackdrop(LILAC, VIOLET) +
    appWindow(300, 150, 1000, 600, (w, h) => {
      const side = w * 0.18;
      const palette = times(5, (index) => rect(12, 20 + index * 62, side - 24, 46, "#eef3f9", { rx: 8 }) + rect(24, 36 + index * 62, 26, 14, [VIOLET, SKY, TEAL, AMBER, CORAL][index], { rx: 3 }));
      const cardW = (w - side - 48) / 2;
      const card = (x: number, y: number, content: string) => rect(x, y, cardW, h / 2 - 24, "#f5f8fc", { rx: 12, stroke: "#e1e7ef", "stroke-width": 2 }) + content;
      return (
        rect(0, 0, side, h, "#f7f9fc", { rx: 8 }) +
        palette +
        card(side + 16, 8, trend(side + 40, 40, cardW - 48, h / 2 - 90, SERIES[0], VIOLET)) +
        card(side + 32 + cardW, 8, bars(side + 48 + cardW, 40, cardW - 32, h / 2 - 90, SERIES[1], SKY)) +
        card(side + 16, h / 2 + 8, donut(side + 16 + cardW / 2, h * 0.75 - 4, 60, 30, [0.45, 0.35, 0.2], [VIOLET, TEAL, AMBER])) +
        rect(side + 32 + cardW, h / 2 + 8, cardW, h / 2 - 24, "none", { rx: 12, stroke: VIOLET, "stroke-width": 4, "stroke-dasharray": "14 10" })
      );
    }) +
    group("rotate(-5 1000 560)", rect(900, 500, 230, 150, WHITE, { rx: 12, stroke: VIOLET, "stroke-width": 4 }), bars(920, 530, 190, 90, [0.4, 0.7, 0.5, 0.9], TEAL)) +
    path("M1090,610 l0,80 20,-18 14,30 14,-6 -14,-30 26,-2 Z", INK, { stroke: WHITE, "stroke-width": 4 })
  );
}

function secureVaultScene(): string {
  return (
    darkBackdrop() +
    rect(520, 170, 560, 560, "#2d3f58", { rx: 40 }) +
    rect(550, 200, 500, 500, "#3b5677", { rx: 30 }) +
    circle(800, 450, 190, "#2d3f58") +
    circle(800, 450, 160, "#4d6b91") +
    times(6, (index) => group(`rotate(${index * 60} 800 450)`, rect(792, 300, 16, 120, "#c9d3df", { rx: 8 }))) +
    circle(800, 450, 56, "url(#gold)") +
    circle(800, 450, 22, "#2d3f58") +
    times(2, (index) => rect(1040, 300 + index * 260, 40, 90, "#8f9db0", { rx: 10 })) +
    group("rotate(-30 1250 300)", circle(1200, 300, 44, "none", { stroke: AMBER, "stroke-width": 18 }), rect(1240, 292, 140, 18, AMBER, { rx: 6 }), rect(1340, 304, 16, 36, AMBER), rect(1368, 304, 12, 26, AMBER)) +
    group("translate(230 520)", rect(0, 0, 240, 170, WHITE, { rx: 14 }), textLines(24, 30, [150, 120, 170], "#cfd6e3", 12, 26), circle(190, 120, 28, AMBER), checkMark(190, 120, 28, WHITE, 6))
  );
}

function operationsCentreOpeningScene(): string {
  return (
    rect(0, 0, 1600, 900, "url(#light)") +
    circle(1320, 170, 90, "#ffe08a") +
    cloud(300, 150, 90, WHITE) +
    cloud(1000, 110, 70, WHITE) +
    rect(0, 760, 1600, 140, "#cfdbe8") +
    building(440, 240, 720, 520, "#2f4a6d", "url(#glass)", 8) +
    rect(700, 600, 200, 160, "#1b2534") +
    rect(712, 612, 84, 148, "url(#glass)") +
    rect(804, 612, 84, 148, "url(#glass)") +
    rect(510, 186, 580, 76, WHITE, { rx: 10 }) +
    text(800, 236, "NORTHWIND OPERATIONS", 34, BLUE, { "font-weight": 700, "text-anchor": "middle" }) +
    path("M660,680 Q800,720 940,680", "none", { stroke: CORAL, "stroke-width": 14 }) +
    path("M790,690 l-40,-30 0,60 Z M810,690 l40,-30 0,60 Z", CORAL) +
    circle(800, 692, 14, "#c4473a") +
    tree(300, 780, 1.2) +
    tree(1300, 780, 1.3) +
    personStanding(560, 792, 0.6, look(0)) +
    personStanding(640, 800, 0.62, look(2)) +
    personStanding(980, 796, 0.6, look(1)) +
    personStanding(1070, 802, 0.62, look(3)) +
    confetti(3)
  );
}

function designAwardScene(): string {
  return (
    rect(0, 0, 1600, 900, "#1d1b4b") +
    path("M420,0 L620,0 L860,760 L300,760 Z", "url(#spot)") +
    path("M1000,0 L1180,0 L1300,760 L760,760 Z", "url(#spot)") +
    ellipse(800, 760, 600, 70, "#2c2a6b") +
    rect(540, 560, 520, 200, "#2c2a6b") +
    ellipse(800, 560, 260, 40, "#3b3890") +
    trophy(660, 560, 0.95) +
    edgeGateway(820, 420, 0.5) +
    confetti(7)
  );
}

function bottlingPlantScene(): string {
  return (
    lightBackdrop(MINT, TEAL, 800) +
    rect(300, 210, 26, 480, "#8f9db0") +
    rect(760, 210, 26, 480, "#8f9db0") +
    rect(280, 190, 530, 120, "#2f6f9f", { rx: 14 }) +
    times(4, (index) => rect(356 + index * 110, 310, 24, 70, "#3b4a60")) +
    conveyor(150, 640, 1300) +
    times(9, (index) => bottle(240 + index * 120, 640, 1.1, index % 3 === 2 ? "#1f8a5b" : "#2aa06b")) +
    rect(860, 520, 70, 60, AMBER, { rx: 10 }) +
    group("translate(1060 170)", rect(14, 18, 380, 300, INK, { rx: 26, opacity: 0.12 }), rect(0, 0, 380, 300, "#1b2534", { rx: 26 }), rect(20, 20, 340, 260, SCREEN, { rx: 8 }), bars(40, 60, 300, 180, [0.9, 0.8, 0.62, 0.5, 0.38, 0.3], TEAL))
  );
}

function certifiedTeamScene(): string {
  return (
    rect(0, 0, 1600, 900, "#f3f5f8") +
    rect(0, 0, 1600, 640, "#e4ecf5") +
    rect(0, 640, 1600, 260, "#cfdbe8") +
    rect(560, 110, 480, 340, "#8a6a4f", { rx: 10 }) +
    rect(584, 134, 432, 292, WHITE) +
    text(800, 200, "ISO/IEC 27001", 38, INK, { "font-weight": 700, "text-anchor": "middle" }) +
    textLines(640, 230, [320, 260, 300], "#cfd6e3", 12, 26) +
    circle(940, 360, 44, "url(#gold)") +
    path("M916,390 l-12,50 22,-12 12,22 10,-54 Z", CORAL) +
    plant(330, 680, 1.2) +
    personStanding(560, 796, 0.9, look(5)) +
    personStanding(720, 788, 0.88, look(4)) +
    personStanding(880, 792, 0.9, look(0)) +
    personStanding(1040, 798, 0.9, look(1)) +
    plant(1290, 680, 1.1)
  );
}

function summitStageScene(): string {
  return (
    rect(0, 0, 1600, 900, "#101a2c") +
    rect(0, 0, 1600, 900, "url(#spot)") +
    rect(340, 80, 920, 420, "#1b2534", { rx: 12 }) +
    rect(360, 100, 880, 380, WHITE, { rx: 6 }) +
    text(420, 180, "INDUSTRIAL DATA SUMMIT", 44, BLUE, { "font-weight": 700 }) +
    textLines(420, 220, [360, 300], "#b8c4d4", 14, 30) +
    trend(420, 300, 420, 150, SERIES[2], TEAL) +
    bars(880, 280, 300, 170, SERIES[0].slice(3), SKY) +
    rect(0, 610, 1600, 40, "#2a3a52") +
    rect(0, 560, 1600, 60, "#34486a") +
    personStanding(1040, 590, 0.75, look(2), true) +
    path("M1130,590 L1250,590 L1236,440 L1144,440 Z", "#2f4a6d") +
    rect(1130, 420, 120, 26, "#3b5677", { rx: 4 }) +
    times(8, (index) => personFromBehind(140 + index * 190, 900, 1.1, look(index))) +
    times(7, (index) => personFromBehind(235 + index * 190, 960, 1.25, look(index + 3)))
  );
}

function roadmapWorkshopScene(): string {
  const notes = [AMBER, "#ffd66b", SKY, LED, CORAL, "#ffd66b", VIOLET, AMBER, SKY];
  return (
    rect(0, 0, 1600, 900, "#f3f5f8") +
    rect(0, 680, 1600, 220, "#d9e2ec") +
    rect(300, 120, 1000, 520, WHITE, { rx: 12, stroke: "#c9d3df", "stroke-width": 10 }) +
    line(360, 300, 1240, 300, INK, 6) +
    times(4, (index) => circle(400 + index * 270, 300, 16, [BLUE, TEAL, AMBER, VIOLET][index])) +
    times(4, (index) => rect(370 + index * 270, 200, 140, 16, "#d3dde9", { rx: 8 })) +
    notes.map((fill, index) => rect(370 + (index % 4) * 270 + (index > 3 ? 60 : 0), 350 + Math.floor(index / 4) * 100, 90, 80, fill, { transform: `rotate(${(index % 3) - 1} 400 400)`, opacity: 0.9 })).join("") +
    rect(320, 640, 960, 16, "#c9d3df") +
    personStanding(1330, 800, 0.92, look(1), true) +
    plant(220, 790, 1.2)
  );
}

// Slides are 1600×700 with their caption over the lower left, so subjects sit upper and right.
function slideIndustryScene(): string {
  const arm = group(
    "translate(1330 620)",
    rect(-90, 0, 180, 50, "#3b4a60", { rx: 10 }),
    group(
      "rotate(-15)",
      rect(-30, -260, 60, 270, AMBER, { rx: 30 }),
      group("translate(0 -250) rotate(-94)", rect(-24, -220, 48, 230, AMBER, { rx: 24 }), circle(0, -220, 30, "#3b4a60"), rect(-40, -262, 80, 26, "#3b4a60", { rx: 8 }), rect(-40, -290, 14, 34, "#3b4a60"), rect(26, -290, 14, 34, "#3b4a60")),
      circle(0, -250, 40, "#3b4a60"),
    ),
    circle(0, 0, 44, "#3b4a60"),
  );
  return (
    rect(0, 0, 1600, 900, "url(#dusk)") +
    times(50, (index) => circle((index * 263) % 1600, 110 + ((index * 149) % 260), 2.5, WHITE, { opacity: 0.45 })) +
    path("M0,800 L0,420 L150,350 L150,420 L300,350 L300,420 L450,350 L450,800 Z", "#123764") +
    rect(330, 250, 44, 200, "#123764") +
    rect(1420, 330, 180, 470, "#123764") +
    rect(0, 610, 1600, 290, "#0c1a2e") +
    // The line itself, a little smaller and to the upper right, clear of the caption.
    group(
      "translate(250 20) scale(0.81)",
      cloud(980, 200, 110, WHITE),
      link(960, 260, 860, 320, SKY),
      rect(700, 400, 16, 220, "#5d7290"),
      edgeGateway(600, 330, 0.5),
      conveyor(560, 560, 690),
      times(4, (index) => box3d(620 + index * 160, 490, 84, 70, 30, { front: "#d8a15c", top: "#f4d7ac", side: "#b9803f" })),
      arm,
    )
  );
}

function slideDataScene(): string {
  const windowPane = (x: number) => rect(x, 170, 190, 300, "#cfe3f6") + rect(x, 390, 190, 80, "#b7d2ee");
  return (
    rect(0, 0, 1600, 900, "#e4ecf5") +
    rect(0, 640, 1600, 260, "#cfdbe8") +
    // A window onto the city on the left, where the caption goes.
    rect(110, 150, 430, 340, "#9fb3cc", { rx: 8 }) +
    windowPane(130) +
    windowPane(330) +
    times(5, (index) => rect(150 + index * 72, 330 - ((index * 53) % 120), 50, 140 + ((index * 53) % 120), "#a9c4e2")) +
    plant(620, 640, 1.1) +
    monitor(720, 110, 720, 360, dashboard(0, true, SKY), false) +
    desk(700, 610, 820) +
    monitor(780, 470, 210, 136, dashboard(1, false, TEAL)) +
    monitor(1170, 470, 210, 136, dashboard(2, false, BLUE)) +
    personFromBehind(900, 720, 1.3, look(2)) +
    personFromBehind(1280, 720, 1.3, look(5)) +
    plant(1520, 720, 1.2)
  );
}

function slideSecurityScene(): string {
  return (
    darkBackdrop("url(#dusk)") +
    times(7, (index) => {
      const x = 960 + Math.cos(index * 0.9) * 380;
      const y = 400 + Math.sin(index * 0.9) * 230;
      return line(1100, 400, x, y, SKY, 3, { opacity: 0.35 }) + circle(x, y, 14, index % 3 === 0 ? LED : SKY);
    }) +
    path(shieldPath(1100, 400, 440), BLUE) +
    path(shieldPath(1100, 400, 360), "#1474d1") +
    padlock(1100, 410, 140, WHITE, PALE) +
    monitor(300, 260, 360, 230, listScreen(true, [LED, LED, LED, AMBER, LED, LED]), false)
  );
}

function controlRoomScene(): string {
  const wall: Screen[] = [mapScreen(true), dashboard(0, true, SKY), listScreen(true), dashboard(1, true, TEAL), radarScreen, dashboard(2, true, AMBER)];
  return (
    darkBackdrop() +
    wall.map((screen, index) => monitor(250 + (index % 3) * 370, 80 + Math.floor(index / 3) * 230, 350, 210, screen, false)).join("") +
    path("M0,660 Q800,550 1600,660 L1600,700 Q800,590 0,700 Z", "#c3cfdd") +
    path("M0,700 Q800,590 1600,700 L1600,900 L0,900 Z", "#2a3a52") +
    monitor(300, 500, 200, 130, dashboard(2, true, SKY)) +
    monitor(700, 470, 200, 130, mapScreen(true)) +
    monitor(1100, 500, 200, 130, listScreen(true)) +
    personFromBehind(520, 760, 1.5, look(0)) +
    personFromBehind(880, 740, 1.5, look(2)) +
    personFromBehind(1250, 760, 1.5, look(5))
  );
}

/* ---------- Photographic scenes: layered light, haze and depth of field ---------- */

/** The team at work in a bright office by the harbour: the About page's opening picture. */
function teamOfficeScene(): string {
  const skyline = times(14, (index) => {
    const x = index * 120 - 20;
    const height = 120 + ((index * 83) % 170);
    return rect(x, 560 - height, 96, height, index % 3 === 0 ? "#8fa9c4" : "#a7bdd3");
  });
  const crane = path("M1180,560 L1180,300 L1196,300 L1196,560 Z M1120,300 L1420,300 L1420,314 L1120,314 Z M1188,300 L1300,250 L1304,258 L1192,312 Z", "#7f97b3");
  const mullions = times(6, (index) => rect(index * 320 - 8, 80, 16, 500, "#3d3a36"));
  const lamp = (x: number) =>
    line(x, 0, x, 150, "#3d3a36", 3) + circle(x, 190, 90, "url(#lampglow)") + path(`M${x - 54},186 Q${x},120 ${x + 54},186 Z`, "#2b2a28") + ellipse(x, 186, 54, 8, "#ffe7ad");
  const laptopOnTable = (x: number, y: number) =>
    path(`M${x},${y} L${x + 120},${y} L${x + 108},${y - 84} L${x + 12},${y - 84} Z`, "#c9d3df") + path(`M${x + 18},${y - 6} L${x + 102},${y - 6} L${x + 92},${y - 76} L${x + 28},${y - 76} Z`, "#27496e");
  return (
    rect(0, 0, 1600, 900, "url(#wall)") +
    // The view through the window, out of focus behind the subject.
    rect(0, 80, 1600, 500, "url(#daylight)") +
    blurred("haze", skyline, crane, rect(0, 540, 1600, 40, "#6f8cab"), times(20, (index) => rect(index * 86, 552, 40, 4, WHITE, { opacity: 0.5 }))) +
    mullions +
    rect(0, 572, 1600, 20, "#3d3a36") +
    // Sunlight falling across the room.
    path("M300,80 L700,80 L1200,900 L500,900 Z", "url(#beam)") +
    path("M900,80 L1100,80 L1600,760 L1600,900 L1450,900 Z", "url(#beam)", { opacity: 0.7 }) +
    rect(0, 680, 1600, 220, "url(#oak)") +
    ellipse(820, 790, 620, 70, INK, { opacity: 0.18 }) +
    lamp(520) +
    lamp(1060) +
    // The screen on the wall the team is looking at.
    monitor(1150, 250, 340, 210, dashboard(0, true, SKY), false) +
    personStanding(1060, 830, 0.95, look(1), true) +
    personStanding(420, 840, 0.98, look(4)) +
    // The table, with the people seated round it.
    personFromBehind(640, 740, 1.25, look(0)) +
    path("M360,700 L1160,700 L1240,760 L280,760 Z", "#f4efe8") +
    rect(280, 760, 960, 18, "#cbbfae") +
    rect(330, 778, 18, 110, "#5a4a3c") +
    rect(1170, 778, 18, 110, "#5a4a3c") +
    laptopOnTable(520, 724) +
    laptopOnTable(860, 724) +
    mug(760, 724, CORAL) +
    personFromBehind(860, 900, 1.7, look(5)) +
    // Near the lens: a leaf and a chair back, soft.
    blurred("soft", plant(110, 900, 2.4)) +
    blurred("haze", rect(1380, 620, 260, 300, "#2c3e57", { rx: 60 })) +
    vignette()
  );
}

/** Looking down a cold aisle of the data centre: racks to the vanishing point, the far end glowing. */
function datacenterAisleScene(): string {
  const vx = 800;
  const vy = 420;
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
  // A point on the left wall at depth t (0 near, 1 at the far wall), a share f of the way from ceiling to floor.
  const wallPoint = (t: number, f: number): [number, number] => {
    const x = lerp(0, 640, t);
    const top = lerp(60, vy - (vy - 60) * 0.2, t);
    const bottom = lerp(900, vy + (900 - vy) * 0.2, t);
    return [x, lerp(top, bottom, f)];
  };
  const depth = (index: number) => 1 - 1 / (1 + index * 0.42);
  const rackSide = (mirror: boolean) =>
    times(9, (index) => {
      const t0 = depth(index) + 0.006;
      const t1 = depth(index + 1) - 0.006;
      const corner = (t: number, f: number) => {
        const [x, y] = wallPoint(t, f);
        return `${(mirror ? 1600 - x : x).toFixed(1)},${y.toFixed(1)}`;
      };
      const face = path(`M${corner(t0, 0.02)} L${corner(t1, 0.02)} L${corner(t1, 0.98)} L${corner(t0, 0.98)} Z`, index % 2 ? "#16263a" : "#1a2d45");
      const lights = times(12, (row) =>
        times(3, (column) => {
          const t = lerp(t0, t1, 0.2 + column * 0.28);
          const [x, y] = wallPoint(t, 0.1 + row * 0.07);
          const size = Math.max(1.5, 7 * (1 - t));
          const colour = (row * 7 + column * 3 + index) % 11 === 0 ? AMBER : (row + column + index) % 4 === 0 ? SKY : LED;
          return circle(mirror ? 1600 - x : x, y, size, colour, { opacity: 0.9 });
        }),
      );
      return face + lights;
    });
  const ceilingLights = times(7, (index) => {
    const t0 = depth(index) + 0.02;
    const t1 = depth(index) + (depth(index + 1) - depth(index)) * 0.6;
    const y0 = lerp(60, vy - (vy - 60) * 0.2, t0) + 30 * (1 - t0);
    const y1 = lerp(60, vy - (vy - 60) * 0.2, t1) + 30 * (1 - t1);
    const half0 = 160 * (1 - t0);
    const half1 = 160 * (1 - t1);
    return path(`M${vx - half0},${y0} L${vx + half0},${y0} L${vx + half1},${y1} L${vx - half1},${y1} Z`, "#eaf6ff", { opacity: 0.85 });
  });
  const floorLines = times(9, (index) => line(-400 + index * 300, 900, vx, vy, "#2c4a6c", 3, { opacity: 0.6 }));
  const floorTiles = times(8, (index) => {
    const t = depth(index);
    const y = lerp(900, vy + (900 - vy) * 0.2, t);
    const half = lerp(800, 160, t);
    return line(vx - half, y, vx + half, y, "#2c4a6c", 2, { opacity: 0.5 });
  });
  return (
    rect(0, 0, 1600, 900, "url(#coldroom)") +
    path(`M0,900 L640,${vy + 96} L960,${vy + 96} L1600,900 Z`, "#12243a") +
    floorLines +
    floorTiles +
    rect(640, vy - 72, 320, 168, "#0e2238") +
    ellipse(vx, vy, 360, 260, "url(#farglow)") +
    rackSide(false) +
    rackSide(true) +
    blurred("soft", ceilingLights) +
    ceilingLights +
    // A reflection of the lights on the polished floor.
    blurred("haze", path(`M700,900 L780,${vy + 100} L820,${vy + 100} L900,900 Z`, "#bfe4ff", { opacity: 0.12 })) +
    // An engineer checking a rack, halfway down the aisle, lit from the far end.
    personStanding(860, 720, 0.62, look(3)) +
    rect(800, 560, 46, 34, "#0b1524", { rx: 4 }) +
    rect(804, 564, 38, 26, SKY, { opacity: 0.8 }) +
    // The nearest rack's edge, out of focus.
    blurred("haze", rect(-60, 0, 150, 900, "#0b1524"), times(14, (row) => circle(70, 60 + row * 60, 10, row % 5 === 0 ? AMBER : LED, { opacity: 0.8 }))) +
    vignette()
  );
}

/* ---------- The customers' own worlds, one for each demo customer story ---------- */

// A story's card sits beside solution and product cards: each shows the customer's
// place of work, never a solution's picture. Subjects stay between y 180 and 720.

/** The room a scene happens in: a wall, a skirting line and a floor from `floorY` down. */
function room(wall: string, floor: string, floorY: number): string {
  return rect(0, 0, 1600, 900, wall) + rect(0, floorY, 1600, 900 - floorY, floor) + rect(0, floorY - 10, 1600, 10, INK, { opacity: 0.08 });
}

function parcel(x: number, y: number, width: number, height: number, shade = 0): string {
  const fronts = ["#d8a15c", "#c98a45", "#e0b070"];
  return box3d(x, y, width, height, width * 0.3, { front: fronts[shade % 3], top: "#f4d7ac", side: "#b9803f" }) + rect(x + width * 0.42, y, width * 0.16, height, "#f4d7ac", { opacity: 0.55 });
}

/** Baltic Freightways: a parcel depot, a sorting conveyor, a forklift and a shift lead checking her tablet. */
function logisticsDepotScene(): string {
  const upright = (x: number) => rect(x, 150, 18, 530, BLUE);
  const beam = (y: number) => rect(90, y, 620, 14, AMBER);
  const forklift = (x: number, ground: number) =>
    rect(x + 228, ground - 400, 20, 380, "#3b4a60") +
    rect(x + 250, ground - 400, 12, 380, "#5d7290") +
    rect(x + 250, ground - 96, 150, 12, "#3b4a60") +
    rect(x + 256, ground - 106, 140, 10, "#a8825a") +
    parcel(x + 262, ground - 186, 64, 80, 0) +
    parcel(x + 330, ground - 186, 56, 80, 1) +
    rect(x + 36, ground - 330, 12, 180, INK) +
    rect(x + 176, ground - 330, 12, 230, INK) +
    rect(x + 26, ground - 342, 172, 16, INK, { rx: 6 }) +
    rect(x + 70, ground - 232, 60, 70, "#3b4a60", { rx: 12 }) +
    path(`M${x},${ground - 50} L${x},${ground - 150} Q${x},${ground - 172} ${x + 22},${ground - 172} L${x + 150},${ground - 172} L${x + 168},${ground - 112} L${x + 228},${ground - 112} L${x + 228},${ground - 50} Z`, AMBER) +
    rect(x - 6, ground - 150, 40, 100, "#d48a12", { rx: 8 }) +
    circle(x + 58, ground - 44, 42, INK) +
    circle(x + 58, ground - 44, 16, "#8f9db0") +
    circle(x + 190, ground - 40, 38, INK) +
    circle(x + 190, ground - 40, 14, "#8f9db0");
  return (
    room("#e4ecf5", "#cfdbe8", 690) +
    // The loading bays along the back wall, one open onto a waiting trailer.
    rect(900, 170, 250, 340, "#b7c6d8", { rx: 6 }) +
    times(8, (index) => rect(900, 182 + index * 40, 250, 6, "#a3b5ca")) +
    rect(1210, 170, 250, 340, "#2c3e57", { rx: 6 }) +
    rect(1230, 250, 210, 260, "#3b5677") +
    parcel(1250, 430, 70, 80, 1) +
    parcel(1330, 440, 60, 70, 0) +
    rect(1210, 170, 250, 70, "#b7c6d8", { rx: 6 }) +
    times(2, (index) => rect(1210, 182 + index * 24, 250, 6, "#a3b5ca")) +
    circle(1025, 150, 12, LED) +
    circle(1335, 150, 12, AMBER) +
    // Racking on the left, stacked with the day's parcels.
    upright(90) +
    upright(400) +
    upright(692) +
    beam(300) +
    beam(470) +
    parcel(120, 220, 110, 80, 0) +
    parcel(250, 240, 90, 60, 1) +
    parcel(430, 210, 120, 90, 2) +
    parcel(570, 236, 90, 64, 0) +
    parcel(118, 390, 96, 80, 1) +
    parcel(232, 400, 120, 70, 2) +
    parcel(440, 386, 100, 84, 0) +
    parcel(560, 400, 110, 70, 1) +
    // The sorting conveyor across the floor, parcels on their way to the bays.
    conveyor(680, 560, 640) +
    parcel(720, 490, 80, 70, 0) +
    parcel(860, 500, 70, 60, 2) +
    parcel(990, 480, 96, 80, 1) +
    parcel(1140, 496, 74, 64, 0) +
    // A vibration sensor on the conveyor's motor, its light green.
    rect(1236, 604, 90, 70, "#2f6f9f", { rx: 12 }) +
    rect(1250, 590, 40, 24, AMBER, { rx: 6 }) +
    circle(1302, 602, 7, LED) +
    forklift(150, 740) +
    personHolding(1380, 740, 0.95, { ...look(4), top: "#3a5a80" }, { width: 120, height: 84, screen: dashboard(0, true, LED) }, "#ffd23f")
  );
}

/** Aurelia Health: a ward bay, a nurse signing in at the ward computer with a tap of her badge. */
function hospitalWardScene(): string {
  const ecg = [0.5, 0.5, 0.52, 0.48, 0.5, 0.9, 0.1, 0.55, 0.5, 0.5, 0.52, 0.5, 0.5, 0.9, 0.1, 0.55, 0.5];
  const signIn: Screen = (w, h) =>
    rect(0, 0, w, h, WHITE) +
    rect(0, 0, w, h * 0.16, TEAL) +
    circle(w / 2, h * 0.44, h * 0.14, MINT) +
    circle(w / 2, h * 0.4, h * 0.055, TEAL) +
    path(`M${w / 2 - h * 0.09},${h * 0.52} Q${w / 2},${h * 0.43} ${w / 2 + h * 0.09},${h * 0.52} Z`, TEAL) +
    rect(w * 0.25, h * 0.66, w * 0.5, h * 0.08, "#e6edf6", { rx: h * 0.04 }) +
    rect(w * 0.3, h * 0.8, w * 0.4, h * 0.1, TEAL, { rx: h * 0.05 });
  return (
    room("#e7f3f0", "#cfdcd8", 700) +
    // A window with the morning outside, and the bay's curtain drawn back.
    rect(240, 150, 380, 300, "#c3d6d2", { rx: 8 }) +
    rect(256, 166, 348, 268, "url(#daylight)") +
    rect(426, 166, 8, 268, "#c3d6d2") +
    rect(160, 120, 560, 10, "#8f9db0", { rx: 5 }) +
    path("M170,130 C190,300 150,450 180,600 L250,600 C230,450 260,300 240,130 Z", LILAC) +
    path("M200,130 C215,300 190,450 210,600", "none", { stroke: VIOLET, "stroke-width": 3, opacity: 0.25 }) +
    // The bed, made up, its head against the wall.
    rect(300, 430, 24, 250, "#8f9db0", { rx: 8 }) +
    rect(300, 420, 170, 120, "#dfe6ef", { rx: 14 }) +
    rect(320, 560, 560, 44, "#8f9db0", { rx: 10 }) +
    rect(330, 604, 16, 70, "#8f9db0") +
    rect(850, 604, 16, 70, "#8f9db0") +
    circle(338, 684, 14, "#3b4a60") +
    circle(858, 684, 14, "#3b4a60") +
    rect(330, 520, 540, 50, WHITE, { rx: 18 }) +
    rect(350, 488, 150, 46, WHITE, { rx: 20, stroke: "#dfe6ef", "stroke-width": 4 }) +
    path("M500,520 L870,520 L870,572 L500,572 Z", TEAL, { opacity: 0.85 }) +
    rect(500, 520, 370, 14, MINT) +
    rect(860, 470, 22, 210, "#8f9db0", { rx: 8 }) +
    // The bedside monitor on its pole.
    rect(960, 260, 14, 420, "#8f9db0") +
    ellipse(967, 684, 60, 10, "#8f9db0") +
    monitor(880, 250, 190, 140, (w, h) => rect(0, 0, w, h, SCREEN) + trend(10, h * 0.12, w - 20, h * 0.5, ecg, LED, false) + text(12, h - 14, "72", h * 0.22, LED, { "font-weight": 700 }) + text(w * 0.55, h - 14, "98%", h * 0.18, SKY, { "font-weight": 700 }), false) +
    // The ward computer on its trolley, its badge reader beside the keyboard.
    rect(1226, 420, 20, 250, "#8f9db0") +
    rect(1150, 660, 170, 16, "#8f9db0", { rx: 8 }) +
    circle(1166, 686, 12, "#3b4a60") +
    circle(1304, 686, 12, "#3b4a60") +
    rect(1140, 470, 190, 16, "#dfe6ef", { rx: 6 }) +
    rect(1160, 458, 120, 14, "#b9c6d6", { rx: 4 }) +
    monitor(1130, 290, 210, 150, signIn, false) +
    rect(1262, 456, 40, 22, "#3b4a60", { rx: 6 }) +
    circle(1292, 462, 4, LED) +
    // Mirrored, so the arm she reaches with is the one nearer the trolley.
    group("translate(2860 0) scale(-1 1)", personStanding(1430, 742, 0.95, { skin: "#e0ac80", hair: "#231a12", top: "#3a8fb7", hairStyle: "bun" }, -80)) +
    rect(1268, 462, 26, 18, WHITE, { rx: 3 }) +
    chip(1380, 270, 40, WHITE, checkMark(1380, 270, 36, TEAL))
  );
}

/** Kessler Markets: the fresh produce aisle before opening, the store manager checking tomorrow's order. */
function supermarketAisleScene(): string {
  const crate = (x: number, y: number, fruit: string, leaf?: string) =>
    times(9, (index) => circle(x + 26 + (index % 5) * 32 + (index > 4 ? 16 : 0), y - 14 - (index > 4 ? 26 : 0), 17, fruit)) +
    (leaf ? times(4, (index) => ellipse(x + 40 + index * 36, y - 62, 8, 16, leaf)) : "") +
    rect(x, y - 14, 190, 44, "#b9803f", { rx: 4 }) +
    rect(x + 8, y - 4, 174, 8, "#d8a15c") +
    rect(x + 64, y + 34, 62, 22, WHITE, { rx: 3 }) +
    rect(x + 72, y + 42, 30, 6, CORAL, { rx: 3 });
  const shelf = (y: number) => rect(200, y, 880, 18, "#8f9db0") + rect(200, y + 18, 880, 8, "#6f7f95");
  return (
    room("#f3efe8", "#ddd6ca", 700) +
    // The hanging sign over the aisle.
    line(500, 60, 500, 110, "#8f9db0", 4) +
    line(780, 60, 780, 110, "#8f9db0", 4) +
    rect(420, 106, 440, 76, "#2f9e6e", { rx: 12 }) +
    text(640, 158, "FRESH PRODUCE", 36, WHITE, { "font-weight": 700, "text-anchor": "middle", "letter-spacing": 3 }) +
    // The produce stand: three tiers of crates, a camera on top counting the gaps.
    rect(200, 210, 880, 490, "#e7e1d6") +
    rect(180, 200, 920, 20, "#6f7f95", { rx: 6 }) +
    rect(900, 176, 70, 34, "#e9eef5", { rx: 6 }) +
    circle(935, 196, 11, "#1b2534") +
    circle(958, 186, 4, LED) +
    crate(230, 320, "#e2453b", "#2f9e6e") +
    crate(440, 320, AMBER) +
    crate(650, 320, "#9ccc4a") +
    crate(860, 320, "#e2453b") +
    shelf(350) +
    crate(230, 480, "#7d4b9e") +
    crate(440, 480, "#f2c94c") +
    // One crate running low: the gap the camera has seen.
    rect(650, 466, 190, 44, "#b9803f", { rx: 4 }) +
    circle(690, 452, 17, "#3cb57f") +
    rect(650, 430, 190, 80, "none", { stroke: CORAL, "stroke-width": 5, "stroke-dasharray": "16 10", rx: 8 }) +
    crate(860, 480, "#3cb57f") +
    shelf(510) +
    crate(230, 640, AMBER) +
    crate(440, 640, "#e2453b") +
    crate(650, 640, "#9ccc4a") +
    crate(860, 640, "#f2c94c") +
    // A trolley waiting at the aisle's end.
    path("M1350,560 L1500,540 L1480,680 L1380,680 Z M1500,540 L1516,500 L1550,500", "none", { stroke: "#8f9db0", "stroke-width": 8, "stroke-linejoin": "round" }) +
    times(4, (index) => line(1370 + index * 10, 580 + index * 28, 1510 - index * 3, 580 + index * 28, "#8f9db0", 4)) +
    circle(1400, 700, 14, "#3b4a60") +
    circle(1500, 700, 14, "#3b4a60") +
    personHolding(1200, 752, 0.95, look(5), { width: 64, height: 96, screen: listScreen(true, [LED, AMBER, LED, CORAL, LED]) }) +
    chip(1310, 300, 44, WHITE, bars(1282, 276, 56, 48, [0.4, 0.7, 0.55, 0.9], TEAL))
  );
}

/** Hallam Components: the machining hall of a parts plant, its production schedule on the wall. */
function partsPlantScene(): string {
  const machine = (x: number) =>
    rect(x, 380, 280, 300, "#e9eef5", { rx: 14 }) +
    rect(x, 380, 280, 40, BLUE, { rx: 14 }) +
    rect(x, 404, 280, 16, BLUE) +
    rect(x + 24, 440, 160, 170, "#3b5677", { rx: 8 }) +
    rect(x + 34, 450, 140, 150, "#9fd3f7", { opacity: 0.55 }) +
    rect(x + 96, 450, 16, 70, "#8f9db0") +
    path(`M${x + 92},520 L${x + 116},520 L${x + 104},546 Z`, "#5d7290") +
    rect(x + 60, 574, 90, 20, "#5d7290") +
    rect(x + 204, 440, 56, 80, "#1b2534", { rx: 6 }) +
    rect(x + 212, 448, 40, 28, SKY, { opacity: 0.8 }) +
    times(3, (index) => circle(x + 220 + index * 14, 496, 5, index === 2 ? AMBER : LED)) +
    rect(x, 640, 280, 40, "#c9d3df") +
    // A stack light on top: green, running.
    rect(x + 246, 310, 10, 70, "#8f9db0") +
    rect(x + 240, 300, 22, 20, LED, { rx: 4 }) +
    rect(x + 240, 320, 22, 16, AMBER, { rx: 2, opacity: 0.35 }) +
    rect(x + 240, 336, 22, 16, CORAL, { rx: 2, opacity: 0.35 });
  // A robot that loads the second machine from the bins beside it.
  const robot =
    rect(850, 640, 120, 50, "#3b4a60", { rx: 10 }) +
    group("translate(910 640) rotate(-20)", rect(-26, -230, 52, 240, AMBER, { rx: 26 }), group("translate(0 -210) rotate(-100)", rect(-20, -170, 40, 180, AMBER, { rx: 20 }), circle(0, -170, 24, "#3b4a60"), rect(-34, -206, 68, 22, "#3b4a60", { rx: 6 }), rect(-34, -226, 12, 30, "#3b4a60"), rect(22, -226, 12, 30, "#3b4a60")), circle(0, -210, 34, "#3b4a60")) +
    circle(910, 640, 36, "#3b4a60");
  const bin = (x: number) => box3d(x, 620, 110, 60, 30, { front: "#3b5677", top: "#5d7290", side: "#2c3e57" }) + times(4, (index) => rect(x + 14 + index * 24, 604, 16, 16, "#c9d3df", { rx: 3 }));
  return (
    room("#e4ecf5", "#c9d3df", 690) +
    // Roof lights above the hall.
    times(4, (index) => path(`M${120 + index * 380},0 L${420 + index * 380},0 L${380 + index * 380},70 L${160 + index * 380},70 Z`, "#f5f9fe")) +
    rect(0, 70, 1600, 14, "#b7c6d8") +
    // Yellow walkway lines on the floor.
    rect(0, 760, 1600, 10, "#f2c94c") +
    machine(180) +
    machine(520) +
    // The schedule on the wall, live from the cloud: each machine's job and its progress.
    monitor(1000, 120, 400, 220, (w, h) =>
      rect(0, 0, w, h, SCREEN) +
      rect(0, 0, w, h * 0.18, "#1e3350") +
      cloud(w - 40, h * 0.05, 18, SKY) +
      times(4, (index) => rect(w * 0.06, h * (0.28 + index * 0.17), w * 0.26, h * 0.08, "#3b5677", { rx: 4 }) + rect(w * 0.38, h * (0.28 + index * 0.17), w * 0.56, h * 0.08, "#1e3350", { rx: 4 }) + rect(w * 0.38, h * (0.28 + index * 0.17), w * 0.56 * [0.8, 0.55, 0.95, 0.3][index], h * 0.08, [LED, SKY, LED, AMBER][index], { rx: 4 })),
    false) +
    robot +
    bin(1000) +
    personHolding(1260, 750, 0.95, look(3), { width: 120, height: 84, screen: dashboard(1, true, SKY) })
  );
}

/** Harrowdale Water: a pumping station in the valley, its telemetry kiosk open beside it. */
function pumpingStationScene(): string {
  const valve = (cx: number, cy: number) => circle(cx, cy, 28, "none", { stroke: CORAL, "stroke-width": 8 }) + line(cx - 28, cy, cx + 28, cy, CORAL, 6) + line(cx, cy - 28, cx, cy + 28, CORAL, 6);
  return (
    rect(0, 0, 1600, 900, "url(#daylight)") +
    cloud(330, 120, 80, WHITE) +
    cloud(1180, 90, 60, WHITE) +
    path("M0,520 C300,400 520,430 800,480 C1060,520 1300,380 1600,430 L1600,900 L0,900 Z", "#b9dcb0") +
    path("M0,600 C400,540 900,580 1600,560 L1600,900 L0,900 Z", "#9ccc8f") +
    rect(0, 690, 1600, 210, "#8cbf7f") +
    // The storage tank behind the station, its inlet main rising from the ground.
    rect(1000, 330, 280, 360, "#c9d3df") +
    ellipse(1140, 330, 140, 28, "#e9eef5") +
    times(4, (index) => rect(1000, 400 + index * 70, 280, 6, "#b7c6d8")) +
    rect(1262, 330, 8, 360, "#8f9db0") +
    rect(950, 560, 40, 130, BLUE) +
    rect(950, 560, 70, 40, BLUE, { rx: 6 }) +
    rect(940, 640, 60, 16, "#0a4a8c", { rx: 4 }) +
    valve(970, 516) +
    rect(964, 516, 12, 44, "#0a4a8c") +
    // The pump house, its mast on the roof sending the readings.
    rect(300, 360, 380, 330, "#b5684a") +
    times(8, (row) => rect(300, 396 + row * 38, 380, 4, "#9c5a40")) +
    path("M270,370 L490,250 L710,370 Z", "#3b4a60") +
    rect(420, 510, 120, 180, "#2f6f9f") +
    rect(516, 590, 8, 30, "#1b2534") +
    rect(580, 430, 70, 56, "#9fd3f7") +
    rect(600, 190, 10, 120, "#3b4a60") +
    times(3, (index) => path(`M${605 - 30 - index * 22},${180 - index * 14} a${30 + index * 22},${30 + index * 22} 0 0 1 ${60 + index * 44},0`, "none", { stroke: SKY, "stroke-width": 6, opacity: 0.9 - index * 0.25 })) +
    // The telemetry kiosk, door open: the gateway inside, its lights green.
    rect(720, 470, 170, 220, "#2f7d5b", { rx: 8 }) +
    rect(732, 482, 146, 196, "#1f3d30", { rx: 4 }) +
    group("translate(742 560) scale(0.3)", edgeGateway(0, 0, 1)) +
    rect(752, 620, 110, 40, "#2a3443", { rx: 4 }) +
    times(4, (index) => circle(770 + index * 22, 640, 5, index === 3 ? AMBER : LED)) +
    path("M890,474 L930,458 L930,690 L890,690 Z", "#2a6b4e") +
    ellipse(805, 692, 110, 10, INK, { opacity: 0.12 }) +
    personHolding(1330, 752, 0.95, { skin: "#8d5a3b", hair: "#1a1410", top: "#2c3e57", hairStyle: "short" }, { width: 120, height: 84, screen: dashboard(2, true, SKY) }, "#ffd23f")
  );
}

/** Fairhaven Building Society: a branch on the high street, an adviser and a member at the counter. */
function buildingSocietyBranchScene(): string {
  const leaflets = (x: number) => rect(x, 380, 110, 180, "#8a6a4f", { rx: 6 }) + times(3, (row) => times(2, (column) => rect(x + 10 + column * 50, 392 + row * 56, 40, 48, [SKY, AMBER, TEAL, VIOLET, CORAL, BLUE][row * 2 + column], { rx: 3 })));
  return (
    room("#efe9e1", "#d9cfc2", 700) +
    // The shop window onto the street.
    rect(100, 170, 420, 400, "#3d3a36", { rx: 6 }) +
    rect(116, 186, 388, 368, "url(#daylight)") +
    times(4, (index) => rect(130 + index * 96, 330 - ((index * 47) % 90), 80, 230 + ((index * 47) % 90), "#c4d4e4")) +
    rect(306, 186, 8, 368, "#3d3a36") +
    // The society's name over the counter.
    rect(760, 170, 480, 110, "#123e6e", { rx: 10 }) +
    circle(830, 225, 34, "url(#gold)") +
    path("M812,238 L830,206 L848,238 Z", "#123e6e") +
    text(890, 226, "FAIRHAVEN", 44, WHITE, { "font-weight": 700, "letter-spacing": 4 }) +
    text(892, 258, "BUILDING SOCIETY", 21, "#f5d27a", { "font-weight": 700, "letter-spacing": 3 }) +
    leaflets(540) +
    // The adviser behind the counter, the member in front of it.
    personStanding(960, 720, 0.9, look(2)) +
    rect(700, 520, 640, 24, "#f4efe8", { rx: 6 }) +
    rect(720, 544, 600, 180, "#123e6e") +
    rect(720, 600, 600, 8, "#f5d27a", { opacity: 0.8 }) +
    monitor(1080, 410, 160, 106, (w, h) => rect(0, 0, w, h, WHITE) + rect(0, 0, w, h * 0.2, "#123e6e") + textLines(w * 0.1, h * 0.34, [w * 0.6, w * 0.45, w * 0.55], "#cfd6e3", h * 0.08, h * 0.16) + padlock(w * 0.82, h * 0.52, h * 0.3, TEAL, TEAL), true) +
    personFromBehind(760, 900, 1.7, look(0)) +
    plant(1480, 700, 1.2) +
    // The camera in the corner, part of the branch's watched estate.
    rect(1420, 110, 70, 34, "#e9eef5", { rx: 8 }) +
    circle(1430, 127, 10, "#1b2534") +
    rect(1480, 100, 30, 12, "#8f9db0")
  );
}

/** A head-and-shoulders portrait against out-of-focus office lights, 480×480. */
function portrait(person: Look, jacket: string, backdrop: readonly [string, string]): string {
  const bokeh = times(14, (index) => circle((index * 173) % 520, 40 + ((index * 97) % 380), 30 + ((index * 37) % 40), index % 3 === 0 ? "#fff1cf" : backdrop[1], { opacity: 0.55 }));
  return (
    rect(0, 0, 480, 480, backdrop[0]) +
    blurred("bokeh", bokeh) +
    portraitBust(240, 200, 0.92, person, jacket) +
    vignette(480, 480)
  );
}

/* ---------- Icons (480×480, shown in a 64 px circle) ---------- */

function engineerIcon(): string {
  return (
    rect(0, 0, 480, 480, BLUE) +
    gear(240, 300, 110, 10, "#8fbdec", BLUE) +
    path("M120,250 A120,120 0 0 1 360,250 Z", WHITE) +
    rect(100, 244, 280, 34, WHITE, { rx: 17 }) +
    rect(224, 134, 32, 80, PALE, { rx: 10 })
  );
}

function contractIcon(): string {
  return (
    rect(0, 0, 480, 480, TEAL) +
    rect(150, 110, 190, 250, WHITE, { rx: 18 }) +
    textLines(180, 160, [130, 100, 120, 80], "#9fded0", 14, 34) +
    path("M180,320 q20,-30 40,0 t40,0 t40,-10", "none", { stroke: TEAL, "stroke-width": 7, "stroke-linecap": "round" }) +
    circle(330, 340, 56, "#0f8a75") +
    checkMark(330, 340, 56, WHITE, 12)
  );
}

function supportIcon(): string {
  return (
    rect(0, 0, 480, 480, VIOLET) +
    path("M140,260 L140,230 A100,100 0 0 1 340,230 L340,260", "none", { stroke: WHITE, "stroke-width": 24 }) +
    rect(110, 240, 60, 100, WHITE, { rx: 20 }) +
    rect(310, 240, 60, 100, WHITE, { rx: 20 }) +
    path("M340,330 Q340,380 270,380", "none", { stroke: WHITE, "stroke-width": 12 }) +
    rect(236, 366, 44, 28, WHITE, { rx: 10 }) +
    text(240, 230, "24/7", 52, WHITE, { "font-weight": 700, "text-anchor": "middle" })
  );
}

const SCENES = {
  "cloud-infrastructure": cloudInfrastructureScene,
  "cloud-migration": cloudMigrationScene,
  kubernetes: kubernetesScene,
  "hybrid-network": hybridNetworkScene,
  "data-analytics": dataAnalyticsScene,
  "data-platform": dataPlatformScene,
  "business-dashboards": businessDashboardsScene,
  "predictive-maintenance": predictiveMaintenanceScene,
  "security-compliance": securityComplianceScene,
  "detection-response": detectionResponseScene,
  "identity-access": identityAccessScene,
  "compliance-readiness": complianceReadinessScene,
  "edge-hardware": edgeHardwareScene,
  "edge-gateway": edgeGatewayScene,
  "sensor-hub": sensorHubScene,
  "vision-node": visionNodeScene,
  software: softwareScene,
  "fleet-manager": fleetManagerScene,
  "insight-studio": insightStudioScene,
  "secure-vault": secureVaultScene,
  "operations-opening": operationsCentreOpeningScene,
  "design-award": designAwardScene,
  "bottling-plant": bottlingPlantScene,
  "certified-team": certifiedTeamScene,
  "summit-stage": summitStageScene,
  "roadmap-workshop": roadmapWorkshopScene,
  "slide-industry": slideIndustryScene,
  "slide-data": slideDataScene,
  "slide-security": slideSecurityScene,
  "control-room": controlRoomScene,
  "team-office": teamOfficeScene,
  "datacenter-aisle": datacenterAisleScene,
  "logistics-depot": logisticsDepotScene,
  "hospital-ward": hospitalWardScene,
  "supermarket-aisle": supermarketAisleScene,
  "parts-plant": partsPlantScene,
  "pumping-station": pumpingStationScene,
  "building-society-branch": buildingSocietyBranchScene,
} satisfies Record<string, () => string>;

const PORTRAITS = {
  "helen-marsh": () => portrait(look(4), "#2c3e57", ["#c9b8a4", "#f0d9b5"]),
  "priya-raman": () => portrait({ skin: "#b07a52", hair: "#1a1410", top: TEAL, hairStyle: "long" }, "#6b2e3a", ["#8aa3bd", "#d6e7fa"]),
} satisfies Record<string, () => string>;

const ICONS = {
  engineer: engineerIcon,
  contract: contractIcon,
  support: supportIcon,
} satisfies Record<string, () => string>;

export type SceneName = keyof typeof SCENES;
export type IconName = keyof typeof ICONS;
export type PortraitName = keyof typeof PORTRAITS;

// Plain libjpeg at 85: mozjpeg's smaller files cost several times the encode
// time, and start-up time matters more than a few kilobytes per picture.
const JPEG = { quality: 85 } as const;

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${DEFS}${PHOTO_DEFS}${body}</svg>`;
}

// Beside the installed packages: gone with a fresh `npm ci`, shared by every
// DATA_DIR of the checkout (each browser test's site seeds its own).
const DRAWINGS_DIR = resolve("node_modules", ".cache", "company-site-drawings");

/**
 * Kept on disk under the digest of its SVG, so the next fresh database reads it instead
 * of drawing again; a disk that cannot be written only means drawing every time.
 */
async function rasterise(source: string, format: "jpeg" | "png"): Promise<Buffer> {
  const digest = crypto.createHash("sha256").update(format).update(source).digest("hex").slice(0, 32);
  const file = join(DRAWINGS_DIR, `${digest}.${format === "jpeg" ? "jpg" : "png"}`);
  const kept = await fs.readFile(file).catch(() => undefined);
  if (kept) return kept;
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(source));
  const drawn = await (format === "jpeg" ? image.jpeg(JPEG) : image.png()).toBuffer();
  // Written aside, then renamed: a process seeding at the same moment reads a whole file or none.
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  await fs
    .mkdir(DRAWINGS_DIR, { recursive: true })
    .then(() => fs.writeFile(partial, drawn))
    .then(() => fs.rename(partial, file))
    .catch(() => fs.rm(partial, { force: true }));
  return drawn;
}

export async function demoIllustration(scene: SceneName, width: number, height: number): Promise<Buffer> {
  return rasterise(svg(width, height, "0 0 1600 900", SCENES[scene]()), "jpeg");
}

/** A person's photo for a quote or a contact card: square, the face in the middle. */
export async function demoPortrait(name: PortraitName, size = 480): Promise<Buffer> {
  return rasterise(svg(size, size, "0 0 480 480", PORTRAITS[name]()), "jpeg");
}

export async function demoIcon(icon: IconName, size = 480): Promise<Buffer> {
  return rasterise(svg(size, size, "0 0 480 480", ICONS[icon]()), "jpeg");
}

/**
 * The demo customers' own marks, in the 40-unit box a logo's mark is drawn in: a shape each (an arrow
 * under way, a nut, a cross, a drop, a basket, a roof), so a strip of their logos reads as six companies
 * and not one template, the line under the name in the mark's colour. Any other name gets its initial on a square.
 */
const CUSTOMER_MARKS: Record<string, { mark: string; colour: string }> = {
  baltic: { colour: "#123e6e", mark: `<circle cx="20" cy="20" r="19" fill="#123e6e"/><path d="M9 20h19M21 12l8 8-8 8" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` },
  hallam: { colour: "#4b5563", mark: `<path d="M20 1l17 9.5v19L20 39 3 29.5v-19z" fill="#4b5563"/><circle cx="20" cy="20" r="7.5" fill="#fff"/>` },
  aurelia: { colour: "#0f766e", mark: `<circle cx="20" cy="20" r="19" fill="#0f766e"/><path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="#fff"/>` },
  harrowdale: { colour: "#0369a1", mark: `<path d="M20 1.5C20 1.5 6 17.5 6 25.5a14 14 0 0 0 28 0C34 17.5 20 1.5 20 1.5z" fill="#0369a1"/><path d="M13 26a7 7 0 0 0 7 7" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>` },
  kessler: { colour: "#b45309", mark: `<rect y="4" width="40" height="32" rx="16" fill="#b45309"/><path d="M10 15h20l-2.5 12h-15z" fill="#fff"/><path d="M15 15l3-6M25 15l-3-6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>` },
  fairhaven: { colour: "#6d28d9", mark: `<path d="M2 19L20 3l18 16v18H2z" fill="#6d28d9"/><rect x="16" y="23" width="8" height="14" fill="#fff"/>` },
};

/**
 * 480×120, the 4:1 the header is laid out for, keeps the name at about the header
 * text's size. PNG, for its transparent ground.
 */
export async function demoLogo(companyName: string): Promise<Buffer> {
  const [first = "", ...rest] = companyName.trim().split(/\s+/);
  const second = rest.join(" ").toUpperCase();
  const initial = first.charAt(0).toUpperCase();
  const own = CUSTOMER_MARKS[first.toLowerCase()];
  const mark =
    initial === "N"
      ? // public/logo.svg's mark, scaled from its 40-unit box to 112.
        `<rect width="40" height="40" rx="8" fill="${BLUE}"/><path d="M10 28V12h4.2l11.6 10.6V12H30v16h-4.2L14.2 17.4V28z" fill="#fff"/>`
      : (own?.mark ?? `<rect width="40" height="40" rx="8" fill="${BLUE}"/>${text(20, 29, initial, 24, WHITE, { "font-weight": 700, "text-anchor": "middle" })}`);
  // Mixed case in bold runs about 0.6 em a letter, and up to 0.66 with wide ones ("Harrowdale"):
  // sized for the wide, so no name runs off the edge. The capitals line also spreads its letters.
  const firstSize = Math.min(56, Math.floor(340 / (Math.max(first.length, 1) * 0.66)));
  const secondSize = fitFontSize([second], 340, 28);
  const spacing = Math.max(0, Math.min(12.5, (340 - second.length * CAPITALS_EM * secondSize) / Math.max(second.length, 1)));
  const body =
    `<g transform="translate(4 4) scale(2.8)">${mark}</g>` +
    text(134, second ? 66 : 78, first, firstSize, INK, { "font-weight": 700, "letter-spacing": -1 }) +
    (second ? text(136, 104, second, secondSize, own?.colour ?? BLUE, { "font-weight": 700, "letter-spacing": spacing }) : "");
  return rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">${body}</svg>`, "png");
}

export interface BadgeDesign {
  title: string;
  subtitle: string;
  color: string;
  shape: "seal" | "shield" | "rosette";
  icon: "check" | "lock" | "cloud" | "leaf" | "star" | "shield";
}

export const BADGE_COLORS = { blue: BLUE, navy: "#123e6e", violet: VIOLET, gold: "#c48a12", green: "#1f8a5b", red: "#c0392b" } as const;

function badgeIcon(icon: BadgeDesign["icon"], cx: number, cy: number, color: string): string {
  switch (icon) {
    case "check":
      return checkMark(cx, cy, 64, color, 13);
    case "lock":
      return padlock(cx, cy + 4, 62, color, color);
    case "cloud":
      return cloud(cx, cy - 12, 46, color);
    case "leaf":
      return path(`M${cx - 34},${cy + 34} C${cx - 40},${cy - 20} ${cx},${cy - 44} ${cx + 40},${cy - 40} C${cx + 44},${cy + 6} ${cx + 10},${cy + 40} ${cx - 34},${cy + 34} Z`, color) + line(cx - 34, cy + 34, cx + 10, cy - 8, WHITE, 5);
    case "star":
      return path(`M${cx},${cy - 40} l12,26 28,3 -21,19 6,28 -25,-14 -25,14 6,-28 -21,-19 28,-3 Z`, color);
    case "shield":
      return path(shieldPath(cx, cy, 74), color) + checkMark(cx, cy - 2, 32, WHITE, 7);
  }
}

/** One text element per letter: librsvg does not draw textPath. */
function ringText(content: string, cx: number, cy: number, r: number, size: number, fill: string): string {
  const letters = Array.from(content);
  const step = 360 / letters.length;
  const baseline = r - size * 0.36;
  return letters
    .map((letter, index) => {
      const angle = -90 + index * step;
      const radians = (angle * Math.PI) / 180;
      const x = cx + baseline * Math.cos(radians);
      const y = cy + baseline * Math.sin(radians);
      return letter === " " ? "" : text(x, y, letter, size, fill, { "font-weight": 700, "text-anchor": "middle", transform: `rotate(${(angle + 90).toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})` });
    })
    .join("");
}

function badgeSeal(design: BadgeDesign, cx: number, cy: number): string {
  const { color, shape } = design;
  if (shape === "shield") {
    return (
      path(shieldPath(cx, cy + 2, 212), color) +
      path(shieldPath(cx, cy + 2, 182), WHITE) +
      path(shieldPath(cx, cy + 2, 166), color, { opacity: 0.12 }) +
      badgeIcon(design.icon, cx, cy - 6, color) +
      times(3, (index) => path(`M${cx - 22 + index * 22},${cy + 50} l4,9 10,1 -8,6 3,10 -9,-5 -9,5 3,-10 -8,-6 10,-1 Z`, color))
    );
  }
  const rosette = shape === "rosette";
  const scallops = rosette ? times(24, (index) => circle(cx + Math.cos((index / 24) * Math.PI * 2) * 90, cy + Math.sin((index / 24) * Math.PI * 2) * 90, 14, color)) : "";
  const tail = (side: number) =>
    path(`M${cx + side * 44},${cy + 56} L${cx + side * 72},${cy + 118} L${cx + side * 48},${cy + 110} L${cx + side * 34},${cy + 130} L${cx + side * 10},${cy + 70} Z`, color, { opacity: 0.85 });
  let ring = `${design.subtitle} • CERTIFIED • `;
  while (ring.length < 30) ring += ring;
  return (
    (rosette ? tail(-1) + tail(1) : "") +
    scallops +
    circle(cx, cy, 94, color) +
    circle(cx, cy, 88, WHITE) +
    ringText(ring, cx, cy, 76, rosette ? 13 : 14, color) +
    circle(cx, cy, 60, color) +
    circle(cx, cy, 55, WHITE) +
    circle(cx, cy, 55, color, { opacity: 0.1 }) +
    badgeIcon(design.icon, cx, cy, color)
  );
}

/** How wide DejaVu Sans Bold capitals run on average, per pixel of font size (measured). */
const CAPITALS_EM = 0.72;

function fitFontSize(lines: readonly string[], width: number, largest: number): number {
  const longest = Math.max(...lines.map((entry) => entry.length));
  return Math.min(largest, Math.floor(width / (longest * CAPITALS_EM)));
}

/** Long names go on two lines rather than shrinking below reading size. */
function wrapWords(words: string, limit: number): string[] {
  if (words.length <= limit || !words.includes(" ")) return [words];
  const middle = words.lastIndexOf(" ", Math.ceil(words.length / 2) + 2);
  const at = middle > 0 ? middle : words.indexOf(" ");
  return [words.slice(0, at), words.slice(at + 1)];
}

/** The name is large so the badge still reads when the page shows it 160 px wide. */
export async function demoBadge(design: BadgeDesign): Promise<Buffer> {
  const textX = 232;
  const textWidth = 236;
  const titleLines = wrapWords(design.title, 10);
  const subtitleLines = wrapWords(design.subtitle, 12);
  const titleSize = fitFontSize(titleLines, textWidth, 50);
  const subtitleSize = fitFontSize(subtitleLines, textWidth, 24);
  const titleHeight = titleLines.length * titleSize * 1.08;
  const subtitleHeight = subtitleLines.length * subtitleSize * 1.15;
  const top = 120 - (titleHeight + 18 + subtitleHeight) / 2;
  const subtitleTop = top + titleHeight + 18;
  const body =
    rect(0, 0, 480, 240, WHITE) +
    badgeSeal(design, 118, design.shape === "rosette" ? 108 : 120) +
    titleLines.map((entry, index) => text(textX, top + titleSize * (0.82 + index * 1.08), entry, titleSize, INK, { "font-weight": 700 })).join("") +
    rect(textX, top + titleHeight + 4, 56, 6, design.color, { rx: 3 }) +
    subtitleLines.map((entry, index) => text(textX, subtitleTop + subtitleSize * (0.86 + index * 1.15), entry, subtitleSize, design.color, { "font-weight": 700 })).join("");
  return rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">${body}</svg>`, "png");
}
