/** The contract's one date, date-time and mail-header schemas (issue 28 §7). */
import { describe, expect, it } from 'vitest';
import { BirthDate, HeaderText, IsoDate, IsoDateTime, MailAddress, MailSubject } from '../../../src/api/contract/common';

const DATE_MESSAGE = 'Date attendue au format AAAA-MM-JJ, un jour réel du 2018-01-01 au 2100-12-31';
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('IsoDate', () => {
  it.each(['2018-01-01', '2100-12-31', '2028-02-29', '2026-12-31'])('accepts %s', (day) => {
    expect(IsoDate.safeParse(day)).toEqual({ success: true, data: day });
  });

  it.each(['2017-12-31', '2101-01-01', '2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '26-02-01', '2026-2-1', '2026-02-01T00:00', ''])(
    'refuses %s with the French message',
    (day) => {
      expect(messageOf(IsoDate.safeParse(day))).toBe(DATE_MESSAGE);
    },
  );

  it('gives birth dates the same rule from 1900-01-01', () => {
    expect(BirthDate.safeParse('1900-01-01').success).toBe(true);
    expect(BirthDate.safeParse('1987-06-15').success).toBe(true);
    expect(messageOf(BirthDate.safeParse('1899-12-31'))).toBe('Date attendue au format AAAA-MM-JJ, un jour réel du 1900-01-01 au 2100-12-31');
    expect(BirthDate.safeParse('1987-02-29').success).toBe(false);
  });
});

describe('IsoDateTime', () => {
  it.each(['2026-11-24T10:05:00.000Z', '2026-11-24T10:05:00Z', '2026-11-24T10:05', '2028-02-29T23:59:59+01:00', '2018-01-01T00:00:00Z'])('accepts %s', (at) => {
    expect(IsoDateTime.safeParse(at).success).toBe(true);
  });

  it.each(['2026-02-30T10:00:00Z', '2026-02-29T10:00:00Z', '2017-12-31T23:59:59Z', '2101-01-01T00:00:00Z', '2026-11-24T24:00:00Z', '2026-11-24T10:60:00Z', '2026-11-24T10:05:60Z', '2026-11-24', '2026-11-24 10:05'])(
    'refuses %s',
    (at) => {
      expect(IsoDateTime.safeParse(at).success).toBe(false);
    },
  );
});

describe('HeaderText, MailSubject, MailAddress', () => {
  const LINE_BREAK = 'Ne doit contenir ni retour chariot ni saut de ligne';

  it.each(['Mandat\r\nBcc: espion@evil.example', 'Mandat\nBcc: espion@evil.example', 'Mandat\rBcc: x'])('refuses a line break in %j', (text) => {
    expect(messageOf(HeaderText.safeParse(text))).toBe(LINE_BREAK);
    expect(messageOf(MailSubject.safeParse(text))).toBe(LINE_BREAK);
  });

  it('keeps a one-line subject, trimmed, and refuses an empty or too long one', () => {
    expect(MailSubject.safeParse('  Votre mandat SEPA  ')).toEqual({ success: true, data: 'Votre mandat SEPA' });
    expect(messageOf(MailSubject.safeParse('   '))).toBe('Ce champ est obligatoire');
    expect(HeaderText.safeParse('a'.repeat(201)).success).toBe(false);
    expect(HeaderText.safeParse('a'.repeat(200)).success).toBe(true);
  });

  it('refuses an address with a line break or that is not an address', () => {
    expect(MailAddress.safeParse('famille@exemple.fr')).toEqual({ success: true, data: 'famille@exemple.fr' });
    expect(messageOf(MailAddress.safeParse('famille@exemple.fr\r\nBcc: espion@evil.example'))).toBe(LINE_BREAK);
    expect(MailAddress.safeParse('pas une adresse').success).toBe(false);
  });
});
