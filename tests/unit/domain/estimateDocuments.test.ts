import { describe, expect, it } from 'vitest';
import { estimateAttachments, estimateFileName, estimateMail } from '../../../src/domain/estimates/documents';

describe('an estimate’s documents and mails', () => {
  it('names the PDF after the number and joins it by default, the other attachments on demand', () => {
    expect(estimateFileName('DEV-2026-100042')).toBe('devis-DEV-2026-100042.pdf');
    expect(estimateAttachments('DEV-2026-100042').filter((a) => a.byDefault).map((a) => a.fileName)).toEqual(['devis-DEV-2026-100042.pdf']);
    expect(estimateAttachments('DEV-2026-100042').map((a) => a.label)).toEqual(['Devis DEV-2026-100042', 'Présentation de l’agence', 'Conditions générales de vente']);
  });

  it('writes the mail by e-mail or for signing, addressed to the customer and signed by the agency', () => {
    const facts = { number: 'DEV-2026-100042', customerName: 'Camille Fontaine', agencyName: 'Agence Lyon Presqu’île' };
    const byMail = estimateMail(facts, false);
    expect(byMail.subject).toBe('Votre devis DEV-2026-100042');
    expect(byMail.body).toMatch(/^Bonjour Camille Fontaine,/);
    expect(byMail.body).toContain('ci-joint le devis DEV-2026-100042');
    const forSigning = estimateMail(facts, true);
    expect(forSigning.subject).toBe('Devis DEV-2026-100042 à signer électroniquement');
    expect(forSigning.body).toContain('signature électronique');
    expect(forSigning.body.endsWith('Agence Lyon Presqu’île')).toBe(true);
  });
});
