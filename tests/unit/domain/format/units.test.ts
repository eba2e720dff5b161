import { describe, expect, it } from 'vitest';
import { formatDistance } from '../../../../src/domain/format/distance';
import { formatDuration } from '../../../../src/domain/format/duration';
import { formatFileSize } from '../../../../src/domain/format/fileSize';

const N = '\u202f';
const S = '\u00a0';

describe('distances', () => {
  it("show one decimal followed by 'Kms'", () => {
    expect(formatDistance(12.34)).toBe(`12,3${S}Kms`);
    expect(formatDistance(0)).toBe(`0,0${S}Kms`);
    expect(formatDistance(1520.06)).toBe(`1${N}520,1${S}Kms`);
    expect(formatDistance(null)).toBe('');
  });
});

describe('file sizes', () => {
  it('count octets, then Ko, Mo and Go of 1024 with one decimal', () => {
    expect(formatFileSize(0)).toBe(`0${S}o`);
    expect(formatFileSize(512)).toBe(`512${S}o`);
    expect(formatFileSize(1023)).toBe(`1${N}023${S}o`);
    expect(formatFileSize(1024)).toBe(`1,0${S}Ko`);
    expect(formatFileSize(1536)).toBe(`1,5${S}Ko`);
    expect(formatFileSize(2 * 1024 * 1024)).toBe(`2,0${S}Mo`);
    expect(formatFileSize(100 * 1024 * 1024)).toBe(`100,0${S}Mo`);
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe(`3,3${S}Go`);
  });

  it('never shows 1 024 of a unit', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe(`1,0${S}Mo`);
  });

  it('shows nothing for a missing or negative size', () => {
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});

describe('durations', () => {
  it('show hours and two-digit minutes', () => {
    expect(formatDuration(450)).toBe('7h30');
    expect(formatDuration(420)).toBe('7h00');
    expect(formatDuration(45)).toBe('0h45');
    expect(formatDuration(65)).toBe('1h05');
  });

  it('do not fold hours into days', () => {
    expect(formatDuration(38 * 60 + 30)).toBe('38h30');
  });

  it('keep the sign and show nothing when missing', () => {
    expect(formatDuration(-90)).toBe('-1h30');
    expect(formatDuration(null)).toBe('');
  });
});
