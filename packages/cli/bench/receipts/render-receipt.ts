/**
 * Renders a receipt's text as a photo-like image: a monospaced till font (DejaVu Sans Mono from the
 * dejavu-fonts-ttf npm package, nothing downloaded), then a little noise, a skew and a blur, as a phone
 * photo of a till roll has. Deterministic for a given seed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const FONT = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf/DejaVuSansMono.ttf');

export interface Distortion {
  /** Degrees. */
  readonly skew: number;
  /** Gaussian blur sigma (0 for none; sharp needs ≥ 0.3). */
  readonly blur: number;
  /** Share of pixels speckled, 0 to 1. */
  readonly noise: number;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

export async function renderReceipt(text: string, d: Distortion, seed = 1): Promise<Buffer> {
  const glyphs = await sharp({ text: { text: `<span foreground="black">${escape(text)}</span>`, fontfile: FONT, font: 'DejaVu Sans Mono 11', dpi: 200, rgba: true } }).png().toBuffer();
  const paper = sharp(glyphs).flatten({ background: '#ffffff' }).extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' });
  const { data, info } = await paper.greyscale().raw().toBuffer({ resolveWithObject: true });
  const rnd = random(seed);
  for (let i = 0; i < data.length; i++) if (rnd() < d.noise) data[i] = rnd() < 0.5 ? 0 : 255 - Math.floor(rnd() * 60);
  let img = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).rotate(d.skew, { background: '#ffffff' });
  if (d.blur >= 0.3) img = img.blur(d.blur);
  return img.jpeg({ quality: 85 }).toBuffer();
}
