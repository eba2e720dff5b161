/**
 * Screenshots of the portal drawn as SVG (a window, the left menu, a title, the lines of
 * a list), for the what's-new drawer and the user guides: small, and no binary in the repo.
 */
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface Screenshot {
  title: string;
  lines: string[];
  /** The accent colour of the screen. */
  accent?: string;
}

export function screenshotSvg({ title, lines, accent = '#0b5cab' }: Screenshot): string {
  const rows = lines
    .slice(0, 7)
    .map((line, i) => {
      const y = 118 + i * 38;
      return `<rect x="184" y="${y}" width="424" height="30" rx="4" fill="${i === 0 ? '#eef4fb' : '#f7f8fa'}"/>` +
        `<circle cx="200" cy="${y + 15}" r="6" fill="${accent}" opacity="${1 - i * 0.1}"/>` +
        `<text x="214" y="${y + 20}" font-size="13" fill="#1f2937">${escapeXml(line)}</text>`;
    })
    .join('');
  const menu = [0, 1, 2, 3, 4, 5].map((i) => `<rect x="20" y="${70 + i * 34}" width="${110 - (i % 3) * 18}" height="12" rx="6" fill="#cbd5e1"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" font-family="Arial, Helvetica, sans-serif">` +
    `<rect width="640" height="400" rx="10" fill="#ffffff" stroke="#d1d5db"/>` +
    `<rect width="640" height="36" rx="10" fill="#e5e7eb"/><rect y="26" width="640" height="10" fill="#e5e7eb"/>` +
    `<circle cx="20" cy="18" r="6" fill="#f87171"/><circle cx="40" cy="18" r="6" fill="#fbbf24"/><circle cx="60" cy="18" r="6" fill="#34d399"/>` +
    `<rect y="36" width="160" height="364" fill="#f1f5f9"/>${menu}` +
    `<text x="184" y="80" font-size="20" font-weight="bold" fill="${accent}">${escapeXml(title)}</text>` +
    `<rect x="184" y="92" width="120" height="4" rx="2" fill="${accent}"/>${rows}</svg>`;
}

/** The same, as a data: URI for an <img> in HTML content. */
export function screenshotDataUri(screenshot: Screenshot): string {
  return `data:image/svg+xml;base64,${Buffer.from(screenshotSvg(screenshot), 'utf8').toString('base64')}`;
}
