/**
 * An estimate's documents and mails (spec 001 §7 download, mail-template, available-attachments):
 * the PDF's file name, the attachments an agency may join (decided: the devis itself, joined by
 * default, the agency's presentation and its general terms) and the default mails, by e-mail or
 * for signing, that `SendMailDialog` lets the user edit.
 */
import type { RuleError } from '../rule';

export const ESTIMATE_ATTACHMENTS = ['ESTIMATE', 'AGENCY_PRESENTATION', 'GENERAL_TERMS'] as const;
export type EstimateAttachmentId = (typeof ESTIMATE_ATTACHMENTS)[number];

export const estimateFileName = (number: string): string => `devis-${number}.pdf`;

/**
 * A mail whose text announces a document (« ci-joint », « ci-jointe », « ci-joints ») and joins none is
 * refused: the customer would look for a file that is not there.
 */
export function attachmentMissing(body: string, attachmentCount: number): RuleError | null {
  return attachmentCount === 0 && /\bci-joint/i.test(body)
    ? { code: 'MAIL_ATTACHMENT_MISSING', label: 'Le message annonce un document « ci-joint » : choisissez au moins une pièce jointe, ou retirez cette mention' }
    : null;
}

export function estimateAttachments(number: string): { id: EstimateAttachmentId; label: string; fileName: string; byDefault: boolean }[] {
  return [
    { id: 'ESTIMATE', label: `Devis ${number}`, fileName: estimateFileName(number), byDefault: true },
    { id: 'AGENCY_PRESENTATION', label: 'Présentation de l’agence', fileName: 'presentation-agence.pdf', byDefault: false },
    { id: 'GENERAL_TERMS', label: 'Conditions générales de vente', fileName: 'conditions-generales-de-vente.pdf', byDefault: false },
  ];
}

interface MailFacts {
  number: string;
  customerName: string;
  agencyName: string;
}

/** The default mail: the devis to read, or the invitation of the signature service. */
export function estimateMail({ number, customerName, agencyName }: MailFacts, forSignProcedure: boolean): { subject: string; body: string } {
  return forSignProcedure
    ? {
      subject: `Devis ${number} à signer électroniquement`,
      body: `Bonjour ${customerName},\n\nVous trouverez le devis ${number} à signer en ligne : le lien de signature vous est envoyé par notre service de signature électronique. `
        + `Il reste valable 15 jours.\n\nNous restons à votre disposition pour toute question.\n\nBien cordialement,\n${agencyName}`,
    }
    : {
      subject: `Votre devis ${number}`,
      body: `Bonjour ${customerName},\n\nVeuillez trouver ci-joint le devis ${number} que nous avons préparé pour vous.\n\n`
        + `Nous restons à votre disposition pour toute question.\n\nBien cordialement,\n${agencyName}`,
    };
}

/** 400 of a sending to a customer without e-mail when no recipient is typed. */
export const NO_EMAIL = { code: 'NO_EMAIL', label: 'Le client n’a pas d’adresse e-mail : indiquez un destinataire' } as const;
