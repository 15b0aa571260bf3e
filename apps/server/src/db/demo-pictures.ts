import sharp from 'sharp';
import type { Category } from '@shop/contract';

/**
 * Pictures for the demo products, drawn here so that the demo shop needs no photo files and
 * every product looks different: a package shaped for its category (a sack, a tub, a tin, a
 * bottle, a box) in a colour of its own, with its name printed on it, over a grainy backdrop.
 * The grain gives them the detail of a photograph, so the demo pages weigh what a shop with
 * real photos does. They go through the same upload path as the admin's photos.
 */
const SHAPES: Record<Category, string> = {
  flour: 'sack',
  'special-flour': 'sack',
  starch: 'sack',
  sugar: 'sack',
  'assorted-items': 'box',
  lard: 'tub',
  margarine: 'tub',
  oil: 'bottle',
};

const WIDTH = 960;
const HEIGHT = 720;

/** A hue from the name, so two products of one category differ. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The name on the package, split over at most three lines of about 14 characters. */
function labelLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 14)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

function packageShape(shape: string, fill: string, dark: string): string {
  switch (shape) {
    case 'tub':
      return `<path d="M380 330 L900 330 L860 800 Q640 840 420 800 Z" fill="${fill}" stroke="${dark}" stroke-width="10"/>
        <ellipse cx="640" cy="330" rx="260" ry="60" fill="${dark}"/>`;
    case 'bottle':
      return `<path d="M590 150 L690 150 L690 260 Q820 320 820 420 L820 820 Q640 860 460 820 L460 420 Q460 320 590 260 Z" fill="${fill}" stroke="${dark}" stroke-width="10"/>
        <rect x="580" y="110" width="120" height="60" rx="12" fill="${dark}"/>`;
    case 'box':
      return `<path d="M360 300 L920 300 L920 820 L360 820 Z" fill="${fill}" stroke="${dark}" stroke-width="10"/>
        <path d="M360 300 L460 220 L1020 220 L920 300 Z" fill="${dark}"/>
        <path d="M920 300 L1020 220 L1020 740 L920 820 Z" fill="${dark}" opacity="0.8"/>`;
    default:
      return `<path d="M400 230 Q640 170 880 230 L930 800 Q640 870 350 800 Z" fill="${fill}" stroke="${dark}" stroke-width="10"/>
        <path d="M400 230 Q640 270 880 230" fill="none" stroke="${dark}" stroke-width="14"/>`;
  }
}

/** The picture of one demo product, as a JPEG (960 × 720; the drawing is made for 1280 × 960). */
export async function demoPicture(name: string, category: Category): Promise<Buffer> {
  const hue = hueOf(name);
  const fill = `hsl(${hue}, 55%, 78%)`;
  const dark = `hsl(${hue}, 45%, 35%)`;
  const lines = labelLines(name);
  const text = lines
    .map(
      (line, i) =>
        `<text x="640" y="${520 + (i - (lines.length - 1) / 2) * 70}" font-family="sans-serif" font-size="60" font-weight="700" text-anchor="middle" fill="${dark}">${escape(line)}</text>`,
    )
    .join('');
  const drawing = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1280 960">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="hsl(${(hue + 40) % 360}, 30%, 92%)" stop-opacity="0.85"/>
        <stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 25%, 70%)" stop-opacity="0.85"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#bg)"/>
      <ellipse cx="640" cy="850" rx="380" ry="50" fill="#000" opacity="0.18"/>
      ${packageShape(SHAPES[category], fill, dark)}
      <rect x="410" y="${440 - (lines.length - 1) * 35}" width="460" height="${110 + (lines.length - 1) * 70}" rx="18" fill="#fff" opacity="0.85"/>
      ${text}
    </svg>`,
  );
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#8c8c8c',
      noise: { type: 'gaussian', mean: 140, sigma: 40 },
    },
  })
    .composite([{ input: drawing }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
