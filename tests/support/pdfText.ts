/** Reading what the sandbox's PDFs show, for the tests that check their words. */
import { inflateSync } from 'node:zlib';

const WIN_ANSI: Record<string, string> = { '\x80': '€', '\x92': '’', '\x97': '—' };

/** The text a PDF shows: its content streams inflated, the hex strings pdf-lib writes decoded (WinAnsi ≈ latin1 for French). */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1').replace(/[\x80\x92\x97]/g, (c) => WIN_ANSI[c]!));
  }
  return texts.join('\n');
}
