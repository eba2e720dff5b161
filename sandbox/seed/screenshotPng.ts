/**
 * The screenshots of sandbox/seed/screenshots.ts as PNG, for the user guides' HTML: the HTML
 * policy keeps only raster `data:` images (src/domain/html/policy.ts). Same layout (window,
 * title bar, menu, list lines in the accent colour); the title is in the image's `alt`.
 */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 640;
const HEIGHT = 400;
type Rgb = readonly [number, number, number];

const hex = (colour: string): Rgb => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as unknown as Rgb;

class Canvas {
  readonly pixels = Buffer.alloc(WIDTH * HEIGHT * 3, 0xff);

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + height); row += 1) {
      for (let col = Math.max(0, x); col < Math.min(WIDTH, x + width); col += 1) this.pixels.set(colour, (row * WIDTH + col) * 3);
    }
  }

  disc(cx: number, cy: number, r: number, colour: Rgb): void {
    for (let row = cy - r; row <= cy + r; row += 1) {
      const half = Math.floor(Math.sqrt(r * r - (row - cy) ** 2));
      this.rect(cx - half, row, 2 * half + 1, 1, colour);
    }
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

function png(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let row = 0; row < HEIGHT; row += 1) canvas.pixels.copy(rows, row * (WIDTH * 3 + 1) + 1, row * WIDTH * 3, (row + 1) * WIDTH * 3);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A screenshot of `lines` list rows (7 at most) as a `data:image/png` URI. */
export function screenshotPngDataUri({ lines, accent = '#0b5cab' }: { lines: string[]; accent?: string }): string {
  const canvas = new Canvas();
  canvas.rect(0, 0, WIDTH, 36, hex('#e5e7eb'));
  [['#f87171', 20], ['#fbbf24', 40], ['#34d399', 60]].forEach(([colour, x]) => canvas.disc(x as number, 18, 6, hex(colour as string)));
  canvas.rect(0, 36, 160, 364, hex('#f1f5f9'));
  for (let i = 0; i < 6; i += 1) canvas.rect(20, 70 + i * 34, 110 - (i % 3) * 18, 12, hex('#cbd5e1'));
  canvas.rect(184, 62, 260, 20, hex(accent));
  canvas.rect(184, 92, 120, 4, hex(accent));
  lines.slice(0, 7).forEach((_, i) => {
    const y = 118 + i * 38;
    canvas.rect(184, y, 424, 30, hex(i === 0 ? '#eef4fb' : '#f7f8fa'));
    canvas.disc(200, y + 15, 6, hex(accent));
    canvas.rect(214, y + 11, 300 - (i % 3) * 40, 8, hex('#1f2937'));
  });
  return `data:image/png;base64,${png(canvas).toString('base64')}`;
}
