/** An estimate's PDF by one-use token, its mail template and attachments, and the mail a sending writes to the outbox. */
import type { EstimateMail } from '../../src/api/contract/estimateDocuments';
import * as documents from '../../src/api/contract/estimateDocuments';
import { NO_EMAIL, attachmentMissing, estimateAttachments, estimateFileName, estimateMail } from '../../src/domain/estimates/documents';
import { estimatePdf } from '../files/estimateDocument';
import { httpError } from '../http/errors';
import { checkFeature } from '../http/gates';
import type { Db } from '../store/db';
import * as store from '../store/estimates';
import { sendMail } from '../store/mails';
import { signatureOf } from '../store/signProcedures';
import { downloadSession } from './billingAccess';
import { agencyOf, found } from './scope';
import { handlersFor, type DbAndClock } from './types';

function templateOf(db: Db, estimate: store.Row, forSignProcedure: boolean) {
  const facts = db.prepare('SELECT c.email, a.label AS agencyName FROM customers c JOIN agencies a ON a.id = ? WHERE c.id = ?').get(estimate.agencyId, estimate.customerId) as {
    email: string | null; agencyName: string;
  };
  return { recipient: facts.email ?? '', ...estimateMail({ number: estimate.number, customerName: estimate.customerLabel, agencyName: facts.agencyName }, forSignProcedure) };
}

/**
 * Writes the sending's mail to the outbox (the template when none is given, the attachments
 * named under the text; the estimate's PDF by default) and answers its recipient; 400 NO_EMAIL without one.
 */
export function mailEstimate({ db, clock }: DbAndClock, estimate: store.Row, forSignProcedure: boolean, edited: EstimateMail | undefined): string {
  const attachments = estimateAttachments(estimate.number);
  const mail = edited ?? { ...templateOf(db, estimate, forSignProcedure), attachments: attachments.filter((a) => a.byDefault).map((a) => a.id) };
  const recipient = mail.recipient.trim();
  if (!recipient) throw httpError(400, NO_EMAIL.code, NO_EMAIL.label, 'mail.recipient');
  const joined = attachments.filter((a) => mail.attachments?.includes(a.id)).map((a) => a.fileName);
  const missing = attachmentMissing(mail.body, joined.length);
  if (missing) throw httpError(400, missing.code, missing.label, 'mail.attachments');
  sendMail(db, { to: recipient, subject: mail.subject.trim(), text: `${mail.body.trim()}${joined.length ? `\n\nPièces jointes : ${joined.join(', ')}` : ''}`, attachments: joined }, clock.iso());
  return recipient;
}

export const estimateDocumentsHandlers = handlersFor(documents, {
  downloadEstimate: async ({ params, query, app }) => {
    const agencyId = agencyOf(downloadSession(app, query.tk));
    const estimate = found(store.getEstimate(app.db, agencyId, params.id));
    const bytes = await estimatePdf(app.db, agencyId, estimate, signatureOf(app.db, { kind: 'estimate', id: estimate.id }));
    return { name: estimateFileName(estimate.number), mimeType: 'application/pdf', bytes, inline: query.inline === 'true' };
  },
  estimateMailTemplate: ({ params, query, session, app }) => {
    const forSigning = query.forSignProcedure === 'true';
    if (forSigning) checkFeature(app.db, agencyOf(session), 'signProceduresEnabled');
    return templateOf(app.db, found(store.rowOf(app.db, agencyOf(session), params.id)), forSigning);
  },
  estimateAvailableAttachments: ({ params, session, app }) => estimateAttachments(found(store.rowOf(app.db, agencyOf(session), params.id)).number),
});
