/**
 * Test switches of the sandbox server. They are not part of the product's API:
 * tests and demos use them to simulate outages, latency, a new head version,
 * and to read what the sandbox would have sent by mail.
 */
import * as z from 'zod/mini';
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
  name: 'sandbox.setSwitches',
  method: 'POST',
  path: '/sandbox/switches',
  access: 'public',
  extendsSession: false,
  body: z.partial(Switches),
  response: Switches,
});

export const Mail = z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: IsoDateTime });

/** Mails the sandbox "sent" (forgotten-password links), newest first. */
export const listMails = endpoint({
  name: 'sandbox.mails',
  method: 'GET',
  path: '/sandbox/mails',
  access: 'public',
  extendsSession: false,
  response: z.array(Mail),
});

/** Current TOTP code of a demo user, for demos and tests (a real server never does this). */
export const demoTotpCode = endpoint({
  name: 'sandbox.totpCode',
  method: 'GET',
  path: '/sandbox/totp-code',
  access: 'public',
  extendsSession: false,
  query: z.object({ login: z.string() }),
  response: z.object({ code: z.string() }),
});
