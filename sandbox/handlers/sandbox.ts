/** Test switches, the outbox and the demo TOTP codes. */
import * as sandbox from '../../src/api/contract/sandbox';
import { notFound } from '../http/errors';
import { totp } from '../security/totp';
import { listMails } from '../store/mails';
import { findUserByLogin } from '../store/users';
import { handlersFor } from './types';

export const sandboxHandlers = handlersFor(sandbox, {
  setSwitches: ({ body, app }) => {
    if (body.failNext) app.switches.failNext = body.failNext;
    if (body.latencyMs !== undefined) app.switches.latencyMs = body.latencyMs;
    if (body.headVersion !== undefined) app.switches.headVersion = body.headVersion;
    return app.switches;
  },
  listMails: ({ app }) => listMails(app.db),
  demoTotpCode: ({ query, app }) => {
    const secret = findUserByLogin(app.db, query.login)?.totpSecret;
    if (!secret) throw notFound();
    return { code: totp(secret) };
  },
});
