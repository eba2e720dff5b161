/** Fiscal attestations (spec 002 §7.7): only where the agency enables them, or for an admin. */
import * as contract from '../../src/api/contract/fiscalAttestations';
import { canSeeFiscalAttestations } from '../../src/domain/permissions';
import { attestationFileName, attestationPdf } from '../files/attestationDocument';
import { httpError, notFound } from '../http/errors';
import { getAgency } from '../store/agencies';
import {
  ATTESTATION_TEMPLATES, attestationsWhere, familiesWithCountedPayments, getAttestation, searchAttestations, upsertAttestation,
} from '../store/billing/fiscalAttestations';
import type { Db } from '../store/db';
import { sendMail } from '../store/mails';
import type { Session } from '../store/tokens';
import { downloadSession, now } from './billingAccess';
import { agencyOf, found } from './scope';
import { handlersFor } from './types';

/** The session's agency when it has fiscal attestations (or the user is an admin); 403 FISCAL_ATTESTATIONS_DISABLED otherwise. */
function attestationAgency(db: Db, session: Session): number {
  const agencyId = agencyOf(session);
  if (!canSeeFiscalAttestations(getAgency(db, agencyId), session.user.role)) throw httpError(403, 'FISCAL_ATTESTATIONS_DISABLED', 'Les attestations fiscales ne sont pas activées pour cette agence');
  return agencyId;
}

function requireAttestation(db: Db, session: Session, id: number) {
  const agencyId = attestationAgency(db, session);
  return { agencyId, attestation: found(getAttestation(db, agencyId, id)) };
}

async function documentOf(db: Db, tk: string, id: number, inline: boolean) {
  const session = downloadSession(db, tk);
  const { agencyId, attestation } = requireAttestation(db, session, id);
  return { name: attestationFileName(attestation), mimeType: 'application/pdf', bytes: await attestationPdf(db, agencyId, attestation), inline };
}

export const fiscalAttestationsHandlers = handlersFor(contract, {
  searchFiscalAttestations: ({ params, body, session, app }) => searchAttestations(app.db, attestationAgency(app.db, session), params.year, body, body),

  recomputeFiscalAttestations: ({ params, session, app }) => {
    const agencyId = attestationAgency(app.db, session);
    const at = now();
    const families = familiesWithCountedPayments(app.db, agencyId, params.year);
    for (const familyId of families) upsertAttestation(app.db, agencyId, familyId, params.year, at);
    return { count: families.length };
  },

  validateFiscalAttestations: ({ params, session, app }) => ({
    count: app.db.prepare("UPDATE fiscal_attestations SET status = 'VALIDATED', validated_at = ? WHERE agency_id = ? AND year = ? AND status = 'DRAFT'").run(now(), attestationAgency(app.db, session), params.year).changes,
  }),

  createFiscalAttestationForFamily: ({ params, session, app }) => {
    const agencyId = attestationAgency(app.db, session);
    found(app.db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(params.familyId, agencyId));
    return found(getAttestation(app.db, agencyId, upsertAttestation(app.db, agencyId, params.familyId, params.year, now())));
  },

  fiscalAttestationsOfFamily: ({ params, session, app }) => attestationsWhere(app.db, 't.family_id = ? AND t.agency_id = ?', [params.id, attestationAgency(app.db, session)]),

  sendFiscalAttestation: ({ params, session, app }) => {
    const { agencyId, attestation } = requireAttestation(app.db, session, params.id);
    if (attestation.status === 'DRAFT') throw httpError(400, 'FISCAL_ATTESTATION_NOT_VALIDATED', 'Une attestation doit être validée avant d\'être envoyée');
    const email = app.db.prepare('SELECT email FROM families WHERE id = ?').pluck().get(attestation.family.id) as string;
    sendMail(app.db, { to: email, subject: `Votre attestation fiscale ${attestation.year}`, text: `Bonjour,\n\nVeuillez trouver ci-joint votre attestation fiscale ${attestation.year}.` });
    app.db.prepare("UPDATE fiscal_attestations SET status = 'SENT', sent_at = COALESCE(sent_at, ?) WHERE id = ?").run(now(), attestation.id);
    return found(getAttestation(app.db, agencyId, attestation.id));
  },

  deleteFiscalAttestation: ({ params, session, app }) => {
    const { attestation } = requireAttestation(app.db, session, params.id);
    if (attestation.status === 'SENT') throw httpError(400, 'FISCAL_ATTESTATION_SENT', 'Une attestation envoyée ne peut plus être supprimée');
    app.db.prepare('DELETE FROM fiscal_attestations WHERE id = ?').run(attestation.id);
  },

  downloadFiscalAttestation: async ({ params, query, app }) => {
    const document = await documentOf(app.db, query.tk, params.id, query.inline === 'true');
    const custom = app.db.prepare('SELECT custom_document FROM fiscal_attestations WHERE id = ?').pluck().get(params.id) as Buffer | null;
    return custom ? { ...document, bytes: custom } : document;
  },

  recomputeFiscalAttestationDocument: ({ params, query, session, app }) => {
    const { agencyId, attestation } = requireAttestation(app.db, session, params.id);
    if (!ATTESTATION_TEMPLATES[query.newTemplateId]) throw notFound();
    if (attestation.status === 'SENT') throw httpError(400, 'FISCAL_ATTESTATION_SENT', 'Une attestation envoyée ne peut plus être modifiée');
    app.db.prepare('UPDATE fiscal_attestations SET template_id = ?, custom_document = NULL WHERE id = ?').run(query.newTemplateId, attestation.id);
    return found(getAttestation(app.db, agencyId, attestation.id));
  },

  downloadFiscalAttestationWorkingCopy: ({ params, query, app }) => documentOf(app.db, query.tk, params.id, query.inline === 'true'),

  countFiscalAttestationTemplates: ({ session, app }) => {
    attestationAgency(app.db, session);
    return { count: Object.keys(ATTESTATION_TEMPLATES).length };
  },
});
