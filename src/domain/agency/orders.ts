/**
 * Orders of electronic sign procedures and the agency's balance (spec 001 §7: orders, cancel,
 * sign-procedures-balance). Decisions (the spec shows no rule): signatures are sold in packs,
 * the unit price falling with the pack (VAT-excluded cents); an order is credited at once;
 * cancelling takes its signatures back, so it is refused when they are already spent (the
 * balance would fall below zero). Balance = signatures of the orders not cancelled − used.
 */
import { formatCents } from '../format/amount';

export const ORDER_STATUSES = ['ORDERED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = { ORDERED: 'Commandée', CANCELED: 'Annulée' };

/** Pack size → VAT-excluded cents per signature. */
export const SIGNATURE_PACKS: Readonly<Record<number, number>> = { 10: 300, 25: 280, 50: 250, 100: 200 };
export const PACK_SIZES = Object.keys(SIGNATURE_PACKS).map(Number);

export const ORDER_PLACED = 'Commande enregistrée !';
export const PACK_REFUSED = 'Choisissez un pack de 10, 25, 50 ou 100 signatures';
export const ORDER_ALREADY_CANCELED = 'Cette commande est déjà annulée';
export const ORDER_ALREADY_USED = 'Les signatures de cette commande sont déjà utilisées : elle ne peut plus être annulée';

export function orderTotalCents(quantity: number): number | null {
  const unit = SIGNATURE_PACKS[quantity];
  return unit === undefined ? null : unit * quantity;
}

/** Whether an order can be cancelled: not already, and its signatures not spent. */
export function cancelRefusal(order: { status: OrderStatus; quantity: number }, balance: number): string | null {
  if (order.status === 'CANCELED') return ORDER_ALREADY_CANCELED;
  return balance - order.quantity < 0 ? ORDER_ALREADY_USED : null;
}

/** '25 signatures — 2,80 € HT l’unité, 70,00 € HT'. */
export function packLabel(quantity: number): string {
  return `${quantity} signatures — ${formatCents(SIGNATURE_PACKS[quantity] ?? 0)} HT l’unité, ${formatCents(orderTotalCents(quantity) ?? 0)} HT`;
}
