// Draws the app icons (a gold crown on the casino's night purple) as PNGs, so the repository
// holds the recipe instead of binary files. Used by the host build (build/pwa-assets.mjs);
// `node host/build/icons.mjs out-dir` writes them for a look.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const night = { inner: [0x2a, 0x1d, 0x5c], outer: [0x0d, 0x0b, 0x1e] };
const gold = { top: [0xff, 0xdf, 0x85], bottom: [0xd9, 0x9a, 0x22] };
const ruby = [0xe2, 0x3b, 0x5a];

/** The crown in a unit square (0..1), before scaling: a polygon, a band and three jewels. */
const crownOutline = [
  [0.1, 0.3],
  [0.3, 0.55],
  [0.5, 0.18],
  [0.7, 0.55],
  [0.9, 0.3],
  [0.82, 0.78],
  [0.18, 0.78],
];
const band = { left: 0.18, right: 0.82, top: 0.8, bottom: 0.9 };
const jewels = [
  { x: 0.1, y: 0.27, r: 0.065 },
  { x: 0.5, y: 0.14, r: 0.075 },
  { x: 0.9, y: 0.27, r: 0.065 },
];
const bandGem = { x: 0.5, y: 0.66, r: 0.07 };

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const mix = (a, b, t) => a.map((value, index) => Math.round(value + (b[index] - value) * t));

/** The colour of one sample point, in icon coordinates 0..1. */
function sample(x, y, crownScale) {
  const offset = (1 - crownScale) / 2;
  const cx = (x - offset) / crownScale;
  const cy = (y - offset) / crownScale + 0.02;
  const within = (shape) => (cx - shape.x) ** 2 + (cy - shape.y) ** 2 <= shape.r ** 2;
  if (within(bandGem)) return ruby;
  const onCrown =
    insidePolygon(cx, cy, crownOutline) ||
    (cx >= band.left && cx <= band.right && cy >= band.top && cy <= band.bottom) ||
    jewels.some(within);
  if (onCrown) return mix(gold.top, gold.bottom, Math.min(1, Math.max(0, (cy - 0.1) / 0.8)));
  const distance = Math.min(1, Math.hypot(x - 0.5, y - 0.42) / 0.75);
  return mix(night.inner, night.outer, distance);
}

/**
 * RGBA pixels of a square icon. `maskable` keeps the crown inside the central safe zone (a circle
 * of 80% of the width) that every launcher mask leaves visible.
 */
export function drawIcon(size, { maskable = false } = {}) {
  const crownScale = maskable ? 0.56 : 0.72;
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = sample(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            crownScale,
          );
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(sum[c] / samples ** 2);
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG file (8-bit RGBA, no filtering) of square RGBA pixels. */
export function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icons the manifest lists: file name, size and purpose. */
export const appIcons = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
];

export function renderAppIcon({ size, purpose }) {
  return encodePng(size, drawIcon(size, { maskable: purpose === 'maskable' }));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const outDir = process.argv[2] ?? 'icons-preview';
  for (const icon of appIcons) {
    const file = path.join(outDir, icon.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, renderAppIcon(icon));
    console.log(file);
  }
}
