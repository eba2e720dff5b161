// @vitest-environment node
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { PartFiles, partNameOf, removeStaleParts } from '../../../cli/files/partFiles';
import { reportBatch } from '../../../cli/batch/report';
import { Output } from '../../../cli/output';
import { EXIT } from '../../../cli/exit-codes';
import { tempFolder } from '../../support/tempFolder';

let parts: PartFiles | null = null;
afterEach(() => parts?.close());

const folder = () => tempFolder('agency-parts-');

describe('files written whole or not at all', () => {
  it('writes through a temporary file and renames it once complete', async () => {
    const dir = await folder();
    parts = new PartFiles();
    const bytes = await parts.write(join(dir, 'journal.csv'), Readable.from([Buffer.from('a;b\r\n'), Buffer.from('1;2\r\n')]), 10);
    expect(bytes).toBe(10);
    expect(await readdir(dir)).toEqual(['journal.csv']);
    expect(await readFile(join(dir, 'journal.csv'), 'utf8')).toBe('a;b\r\n1;2\r\n');
  });

  it('leaves neither the final nor the temporary file when the body breaks or is shorter than announced', async () => {
    const dir = await folder();
    parts = new PartFiles();
    const broken = new Readable({
      read() {
        this.push(Buffer.from('début'));
        this.destroy(new Error('connexion coupée'));
      },
    });
    await expect(parts.write(join(dir, 'a.csv'), broken)).rejects.toThrow('connexion coupée');
    await expect(parts.write(join(dir, 'b.csv'), Readable.from([Buffer.from('abc')]), 10)).rejects.toThrow('fichier incomplet (3 octets reçus sur 10)');
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes the temporary files of processes that no longer run, and keeps the others', async () => {
    const dir = await folder();
    const dead = partNameOf(join(dir, 'x.csv'), 2 ** 22 + 12345);
    const mine = partNameOf(join(dir, 'y.csv'));
    await writeFile(dead, 'x');
    await writeFile(mine, 'y');
    await writeFile(join(dir, 'z.csv'), 'z');
    expect(await removeStaleParts(dir)).toEqual(['.x.csv.agency-4206649.part']);
    expect((await readdir(dir)).sort()).toEqual(['.y.csv.agency-' + process.pid + '.part', 'z.csv']);
  });
});

describe('the end of a batch', () => {
  const output = () => {
    let stdout = '';
    const sink = { write: (text: string) => ((stdout += text), true) } as unknown as NodeJS.WritableStream;
    return { out: new Output({ stdout: sink, stderr: sink }, false, false), text: () => stdout };
  };
  const report = (failures: number, total: number) => ({ data: {}, table: ['table'], summary: 'résumé', total, failures: Array.from({ length: failures }, (_, i) => ({ label: `n° ${i}`, reason: 'raison' })) });

  it('exits 0 when all is done, 3 when some failed (naming each), 1 when none could be done', () => {
    const { out, text } = output();
    expect(() => reportBatch(out, report(0, 2))).not.toThrow();
    expect(text()).toBe('table\n\nrésumé\n');
    expect(() => reportBatch(out, report(1, 2))).toThrow(expect.objectContaining({ exitCode: EXIT.partial, message: 'fait en partie : 1 échec sur 2 (n° 0 : raison).' }));
    expect(() => reportBatch(out, report(2, 2))).toThrow(expect.objectContaining({ exitCode: EXIT.failure }));
  });
});
