/**
 * A family's wallet (spec 002 §7.11): prepaid money and prepaid hours. Decisions: values in
 * cents (`relevantValue`, signed: a pre-payment is +, a bill paid from the wallet −) and hours
 * in minutes (`durationValue`); the balance is the initial value plus every operation; a
 * PRE_PAYMENT payment of a bill draws on it.
 */
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { Cents, Currency } from './billing';
import { IsoDate, IdParams, Id, STAFF_ROLES, page, pageRequest } from './common';
import { areaGate } from '../../domain/agency/gates';

const base = { access: 'private', roles: STAFF_ROLES, gate: areaGate('billing') } as const;

export const WalletOperation = z.object({
  id: z.number(),
  operationDate: IsoDate,
  label: z.string(),
  /** Cents; 0 for a durations operation. */
  relevantValue: Cents,
  /** Minutes, for a durations operation. */
  durationValue: z.nullable(z.number()),
  kind: z.enum(['PRE_PAYMENT', 'BILL_PAYMENT', 'DURATIONS']),
  billNumber: z.nullable(z.string()),
});
export type WalletOperation = z.infer<typeof WalletOperation>;

export const Wallet = z.object({
  familyId: z.number(),
  currency: Currency,
  balance: Cents,
  /** Minutes. */
  durationBalance: z.number(),
  initialValue: Cents,
  initialDurationValue: z.number(),
  initialValueComment: z.nullable(z.string()),
});
export type Wallet = z.infer<typeof Wallet>;

export const getWallet = endpoint({ ...base, name: 'wallet.get', reads: ['wallet'], method: 'GET', path: '/private/families/{id}/wallet', params: IdParams, response: Wallet });

/** A pre-payment into the wallet (positive cents). */
export const addWalletOperation = endpoint({
  ...base, name: 'wallet.addOperation', writes: ['wallet'], method: 'POST', path: '/private/families/{id}/wallet/operations',
  params: IdParams, body: z.object({ operationDate: IsoDate, label: z.string().check(z.minLength(1), z.maxLength(200)), relevantValue: z.number().check(z.int(), z.positive(), z.maximum(100_000_000)) }), response: Wallet,
});

/** Prepaid hours added (positive) or used (negative), in minutes. */
export const addWalletDurationsOperation = endpoint({
  ...base, name: 'wallet.addDurationsOperation', writes: ['wallet'], method: 'POST', path: '/private/families/{id}/wallet/durations-operations',
  params: IdParams, body: z.object({ operationDate: IsoDate, label: z.string().check(z.minLength(1), z.maxLength(200)), durationValue: z.number().check(z.int(), z.minimum(-100_000), z.maximum(100_000)) }), response: Wallet,
});

/** Only a pre-payment, and only while the balance stays at or above zero without it. */
export const deleteWalletPrePaymentOperation = endpoint({
  ...base, name: 'wallet.deletePrePaymentOperation', writes: ['wallet'], method: 'DELETE', path: '/private/families/{id}/wallet/pre-payment-operation/{operationId}',
  params: z.object({ id: Id, operationId: Id }), response: Wallet,
});

export const setWalletInitialValue = endpoint({
  ...base, name: 'wallet.setInitialValue', writes: ['wallet'], method: 'PUT', path: '/private/families/{id}/wallet/set-initial-value',
  params: IdParams,
  body: z.object({ initialValue: z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000)), initialDurationValue: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)), initialValueComment: z.nullable(z.string().check(z.maxLength(500))) }),
  response: Wallet,
});

/** Newest first. */
export const searchWalletOperations = endpoint({
  ...base, name: 'wallet.searchOperations', reads: ['wallet'], method: 'POST', path: '/private/families/{id}/wallet/search-operations', params: IdParams, body: z.object(pageRequest), response: page(WalletOperation),
});
