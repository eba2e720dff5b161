/** Fiscal attestations (spec 002 §7.7): only where the agency enables them, or for an admin. */
import * as contract from '../../src/api/contract/fiscalAttestations';
import type { YearBatchAnswer } from '../../src/api/contract/fiscalAttestations';
import { canSeeFiscalAttestations } from '../../src/domain/permissions';
import { fiscalAttestationFileName } from '../../src/domain/billing/format';
import { attestationPdf } from '../files/attestationDocument';
import { HttpError, httpError, notFound } from '../http/errors';
import { getAgency } from '../store/agencies';
import {
  ATTESTATION_TEMPLATES, attestationsWhere, familiesWithCountedPayments, getAttestation, searchAttestations, upsertAttestation,
} from '../store/billing/fiscalAttestations';
import type { Db } from '../store/db';
import { sendMail } from '../store/mails';
import { deleteMedia } from '../store/medias';
import type { Session } from '../store/tokens';
import { downloadSession } from './billingAccess';
import { saveCustomDocument, withCustomDocument } from './documents';
import { failIfFamilySwitched } from './sandbox';
import { agencyOf, found } from './scope';
import { handlersFor, type App } from './types';

/** The session's agency when it has fiscal attestations (or the user is an admin); 403 FISCAL_ATTESTATIONS_DISABLED otherwise. */
function attestationAgency(db: Db, session: Session): number {
  const agencyId = agencyOf(session);
  if (!canSeeFiscalAttestations(getAgency(db, agencyId), session.user.role)) throw httpError(403, 'FISCAL_ATTESTATIONS_DISABLED', 'Les attestations fiscales ne sont pas activées pour cette agence');
  return agencyId;
}

function requireAttestation(app: App, session: Session, id: number) {
  const agencyId = attestationAgency(app.db, session);
  const attestation = found(getAttestation(app.db, agencyId, id));
  failIfFamilySwitched(app, attestation.family.id);
  return { agencyId, attestation };
}

async function documentOf(app: App, tk: string, id: number, inline: boolean) {
  const session = downloadSession(app, tk);
  const { agencyId, attestation } = requireAttestation(app, session, id);
  return { agencyId, attestation, file: { name: fiscalAttestationFileName(attestation), mimeType: 'application/pdf', bytes: await attestationPdf(app.db, agencyId, attestation), inline } };
}

/** Does `work` for each family on its own: a family that fails is listed with its reason, the others go on. */
function eachFamily(app: App, agencyId: number, familyIds: number[], work: (familyId: number) => number): YearBatchAnswer {
  const answer: YearBatchAnswer = { count: 0, attestations: [], failures: [] };
  for (const familyId of familyIds) {
    try {
      failIfFamilySwitched(app, familyId);
      answer.attestations.push(found(getAttestation(app.db, agencyId, work(familyId))));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const name = app.db.prepare('SELECT label FROM families WHERE id = ?').pluck().get(familyId) as string;
      answer.failures.push({ family: { id: familyId, name }, code: error.errors[0]!.code, message: error.errors[0]!.label });
    }
  }
  answer.count = answer.attestations.length;
  return answer;
}

export const fiscalAttestationsHandlers = handlersFor(contract, {
  searchFiscalAttestations: ({ params, body, session, app }) => searchAttestations(app.db, attestationAgency(app.db, session), params.year, body, body),

  recomputeFiscalAttestations: ({ params, session, app }) => {
    const agencyId = attestationAgency(app.db, session);
    const at = app.clock.iso();
    return eachFamily(app, agencyId, familiesWithCountedPayments(app.db, agencyId, params.year), (familyId) => upsertAttestation(app.db, agencyId, familyId, params.year, at));
  },

  validateFiscalAttestations: ({ params, session, app }) => {
    const agencyId = attestationAgency(app.db, session);
    const at = app.clock.iso();
    const drafts = app.db.prepare("SELECT family_id AS familyId, id FROM fiscal_attestations WHERE agency_id = ? AND year = ? AND status = 'DRAFT' ORDER BY family_id").all(agencyId, params.year) as { familyId: number; id: number }[];
    const idOf = new Map(drafts.map((d) => [d.familyId, d.id]));
    return eachFamily(app, agencyId, [...idOf.keys()], (familyId) => {
      app.db.prepare("UPDATE fiscal_attestations SET status = 'VALIDATED', validated_at = ? WHERE id = ?").run(at, idOf.get(familyId));
      return idOf.get(familyId)!;
    });
  },

  createFiscalAttestationForFamily: ({ params, session, app }) => {
    const agencyId = attestationAgency(app.db, session);
    found(app.db.prepare('SELECT 1 FROM families WHERE id = ? AND agency_id = ?').get(params.familyId, agencyId));
    failIfFamilySwitched(app, params.familyId);
    return found(getAttestation(app.db, agencyId, upsertAttestation(app.db, agencyId, params.familyId, params.year, app.clock.iso())));
  },

  fiscalAttestationsOfFamily: ({ params, session, app }) => attestationsWhere(app.db, 't.family_id = ? AND t.agency_id = ?', [params.id, attestationAgency(app.db, session)]),

  sendFiscalAttestation: ({ params, session, app }) => {
    const { agencyId, attestation } = requireAttestation(app, session, params.id);
    if (attestation.status === 'DRAFT') throw httpError(400, 'FISCAL_ATTESTATION_NOT_VALIDATED', 'Une attestation doit être validée avant d\'être envoyée');
    const email = app.db.prepare('SELECT email FROM families WHERE id = ?').pluck().get(attestation.family.id) as string;
    sendMail(app.db, { to: email, subject: `Votre attestation fiscale ${attestation.year}`, text: `Bonjour,\n\nVeuillez trouver ci-joint votre attestation fiscale ${attestation.year}.`, attachments: [fiscalAttestationFileName(attestation)] }, app.clock.iso());
    app.db.prepare("UPDATE fiscal_attestations SET status = 'SENT', sent_at = COALESCE(sent_at, ?) WHERE id = ?").run(app.clock.iso(), attestation.id);
    return found(getAttestation(app.db, agencyId, attestation.id));
  },

  deleteFiscalAttestation: ({ params, session, app }) => {
    const { attestation } = requireAttestation(app, session, params.id);
    if (attestation.status === 'SENT') throw httpError(400, 'FISCAL_ATTESTATION_SENT', 'Une attestation envoyée ne peut plus être supprimée');
    app.db.prepare('DELETE FROM fiscal_attestations WHERE id = ?').run(attestation.id);
    deleteMedia(app.db, attestation.customDocumentMedia?.id ?? null);
  },

  downloadFiscalAttestation: async ({ params, query, app }) => {
    const document = await documentOf(app, query.tk, params.id, query.inline === 'true');
    return withCustomDocument(app.db, document.agencyId, document.file, document.attestation.customDocumentMedia);
  },

  recomputeFiscalAttestationDocument: ({ params, query, session, app }) => {
    const { agencyId, attestation } = requireAttestation(app, session, params.id);
    if (!ATTESTATION_TEMPLATES[query.newTemplateId]) throw notFound();
    if (attestation.status === 'SENT') throw httpError(400, 'FISCAL_ATTESTATION_SENT', 'Une attestation envoyée ne peut plus être modifiée');
    app.db.prepare('UPDATE fiscal_attestations SET template_id = ?, custom_document_media_id = NULL WHERE id = ?').run(query.newTemplateId, attestation.id);
    deleteMedia(app.db, attestation.customDocumentMedia?.id ?? null);
    return found(getAttestation(app.db, agencyId, attestation.id));
  },

  downloadFiscalAttestationWorkingCopy: async ({ params, query, app }) => (await documentOf(app, query.tk, params.id, query.inline === 'true')).file,

  applyFiscalAttestationCustomDocument: ({ params, body, session, app }) => {
    const { agencyId, attestation } = requireAttestation(app, session, params.id);
    if (attestation.status === 'SENT') throw httpError(400, 'FISCAL_ATTESTATION_SENT', 'Une attestation envoyée ne peut plus être modifiée');
    const mediaId = saveCustomDocument(app, agencyId, body.document);
    app.db.prepare('UPDATE fiscal_attestations SET custom_document_media_id = ? WHERE id = ?').run(mediaId, attestation.id);
    deleteMedia(app.db, attestation.customDocumentMedia?.id ?? null);
    return found(getAttestation(app.db, agencyId, attestation.id));
  },

  countFiscalAttestationTemplates: ({ session, app }) => {
    attestationAgency(app.db, session);
    return { count: Object.keys(ATTESTATION_TEMPLATES).length };
  },
});
