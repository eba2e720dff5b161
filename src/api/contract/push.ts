/**
 * Push notifications sent by an admin to a user (spec 001 §7 `POST /private/push/users/{id}
 * {title, body}`; /pushNotifications). The answer and the history (`GET
 * /private/admin/push-notifications`) are decided: the sandbox records each one sent. Limits in
 * src/domain/adminNetwork.ts (400 naming `title` or `body`).
 */
import * as z from 'zod/mini';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../../domain/adminNetwork';
import { endpoint } from '../endpoint';
import { IdParams, IsoDateTime } from './common';

const admin = { access: 'private', roles: ['ADMIN'] } as const;
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const PushDraft = z.object({ title: text(PUSH_TITLE_MAX), body: text(PUSH_BODY_MAX) });
export type PushDraft = z.infer<typeof PushDraft>;

export const PushNotification = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  sentAt: IsoDateTime,
  recipient: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), login: z.string(), role: z.string() }),
  sender: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
});
export type PushNotification = z.infer<typeof PushNotification>;

/** 404 for an unknown user. */
export const sendPush = endpoint({
  ...admin, name: 'push.send', writes: ['push'], method: 'POST', path: '/private/push/users/{id}', params: IdParams, body: PushDraft, response: PushNotification,
});

/** The last 100 sent, newest first. */
export const pushHistory = endpoint({
  ...admin, name: 'push.history', reads: ['push'], method: 'GET', path: '/private/admin/push-notifications', response: z.array(PushNotification),
});
