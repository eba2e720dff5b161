/**
 * Test switches of the sandbox server. They are not part of the product's API:
 * tests and demos use them to simulate outages, latency, a new head version,
 * and to read what the sandbox would have sent by mail.
 */
import * as z from 'zod/mini';
import { MESSAGE_CONTENT_MAX } from '../../domain/messaging';
import { endpoint } from '../endpoint';
import { IsoDateTime } from './common';

export const Switches = z.object({
  /** Answer this status to the next `count` calls (other than the switches themselves). */
  failNext: z.object({ count: z.number().check(z.int(), z.minimum(0)), status: z.number().check(z.int(), z.minimum(400), z.maximum(599)) }),
  latencyMs: z.number().check(z.int(), z.minimum(0), z.maximum(60000)),
  headVersion: z.string(),
  /**
   * Every fiscal attestation call about this family fails with `status` (a JSON error); the
   * year-wide recompute and validate leave it out and list it among their failures. null: off.
   */
  failFamily: z.nullable(z.object({ familyId: z.number().check(z.int(), z.minimum(1)), status: z.number().check(z.int(), z.minimum(400), z.maximum(599)) })),
});
export type Switches = z.infer<typeof Switches>;

export const setSwitches = endpoint({
  name: 'sandbox.setSwitches', reads: [],
  method: 'POST',
  path: '/sandbox/switches',
  access: 'public',
  extendsSession: false,
  body: z.partial(Switches),
  response: Switches,
});

export const Mail = z.object({ to: z.string(), subject: z.string(), text: z.string(), attachments: z.array(z.string()), sentAt: IsoDateTime });

/** Mails the sandbox "sent" (reset and activation links, documents with their attachments' file names), newest first. */
export const listMails = endpoint({
  name: 'sandbox.mails', reads: [],
  method: 'GET',
  path: '/sandbox/mails',
  access: 'public',
  extendsSession: false,
  response: z.array(Mail),
});

/** Current TOTP code of a demo user, for demos and tests (a real server never does this). */
export const demoTotpCode = endpoint({
  name: 'sandbox.totpCode', reads: [],
  method: 'GET',
  path: '/sandbox/totp-code',
  access: 'public',
  extendsSession: false,
  query: z.object({ login: z.string() }),
  response: z.object({ code: z.string() }),
});

/**
 * The other side of a conversation, for tests and demos: a family (`familyId`) or a professional
 * (`proId`), exactly one, writes to its agency, as the mobile apps would; `replyOf` answers one of
 * the agency's messages. The message lands unread in the agency's inbox.
 */
export const receiveMessage = endpoint({
  name: 'sandbox.receiveMessage', writes: ['messages'],
  method: 'POST',
  path: '/sandbox/messages/incoming',
  access: 'public',
  extendsSession: false,
  body: z.object({
    familyId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
    proId: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
    content: z.string().check(z.minLength(1), z.maxLength(MESSAGE_CONTENT_MAX)),
    replyOf: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  }),
  response: z.object({ id: z.number() }),
});
