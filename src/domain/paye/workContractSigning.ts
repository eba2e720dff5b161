/**
 * A work contract sent for signing with the simulated provider (the estimates' procedures,
 * `../estimates/signProcedure.ts`): allowed while the contract is not signed and no procedure of
 * it still waits; what each outcome does to the contract (signed: SIGNED; refused, expired or
 * failed: it stays as it was, to be sent again or marked signed by hand).
 */
import { isSignProcedureOpen, type SignOutcome, type SignProcedureStatus } from '../estimates/signProcedure';
import { ruleError, type RuleError } from '../rule';
import type { WorkContractStatus } from './labels';

export const WORK_CONTRACT_SIGNING_RULES = {
  WORK_CONTRACT_SIGNED: 'Ce contrat de travail est déjà signé : il ne peut plus être envoyé pour signature',
  WORK_CONTRACT_SIGN_PROCEDURE_OPEN: 'Une procédure de signature électronique de ce contrat attend déjà le salarié : attendez sa fin, ou marquez le contrat comme signé',
} as const;
type Code = keyof typeof WORK_CONTRACT_SIGNING_RULES;

/** Why `contract` cannot be sent for signing now; null: it can. */
export function workContractSigningError(contract: { status: WorkContractStatus }, procedures: readonly { status: SignProcedureStatus }[]): RuleError<Code> | null {
  const code: Code | null = contract.status === 'SIGNED' ? 'WORK_CONTRACT_SIGNED' : procedures.some((p) => isSignProcedureOpen(p.status)) ? 'WORK_CONTRACT_SIGN_PROCEDURE_OPEN' : null;
  return code && ruleError(WORK_CONTRACT_SIGNING_RULES, code);
}

/** The contract's status after an outcome of its procedure; null: unchanged. */
export const WORK_CONTRACT_SIGN_OUTCOME_STATUS: Readonly<Record<SignOutcome, WorkContractStatus | null>> = {
  SIGN: 'SIGNED', RECIPIENT_SIGN: null, REFUSE: null, EXPIRE: null, ERROR: null, CLOSE: null,
};
