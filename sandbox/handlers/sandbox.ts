/** Test switches, the outbox, the demo TOTP codes and the messages families and professionals write to their agency. */
import * as sandbox from '../../src/api/contract/sandbox';
import { httpError, notFound, throwFieldErrors } from '../http/errors';
import { receiveMessage } from '../store/agencyMessages';
import { totp } from '../security/totp';
import { listMails } from '../store/mails';
import { findUserByLogin } from '../store/users';
import { handlersFor, type App } from './types';

export const sandboxHandlers = handlersFor(sandbox, {
  setSwitches: ({ body, app }) => {
    if (body.failNext) app.switches.failNext = body.failNext;
    if (body.latencyMs !== undefined) app.switches.latencyMs = body.latencyMs;
    if (body.headVersion !== undefined) app.switches.headVersion = body.headVersion;
    if (body.failFamily !== undefined) app.switches.failFamily = body.failFamily;
    return app.switches;
  },
  listMails: ({ app }) => listMails(app.db),
  demoTotpCode: ({ query, app }) => {
    const secret = findUserByLogin(app.db, query.login)?.totpSecret;
    if (!secret) throw notFound();
    return { code: totp(secret, app.clock.now()) };
  },
  receiveMessage: ({ body, app }) => {
    const familyId = body.familyId ?? null;
    const proId = body.proId ?? null;
    throwFieldErrors({ familyId: (familyId === null) === (proId === null) ? 'Une famille ou un intervenant, exactement' : null });
    const id = receiveMessage(app.db, { familyId, proId }, body.content, body.replyOf ?? null, app.clock.iso());
    if (id === null) throw notFound();
    return { id };
  },
});

/** The `failFamily` switch: throws its error when `familyId` is the family it fails. */
export function failIfFamilySwitched(app: App, familyId: number): void {
  const failing = app.switches.failFamily;
  if (failing?.familyId === familyId) throw httpError(failing.status, 'SANDBOX_FAMILY_FAILURE', `Échec simulé par le bac à sable pour la famille n° ${familyId}`);
}
