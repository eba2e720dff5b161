/** The sales rules from tables of cases with their messages: a prospect's stage follows its estimates; a record closed says why; a contract's family is created first when its customer has none. */
import { describe, expect, it } from 'vitest';
import type { ProspectStage } from '../../../src/api/contract/customers';
import type { EstimateStatus } from '../../../src/domain/customers/labels';
import { closingComment, closingError, type Closing } from '../../../src/domain/customers/closingReasons';
import { stageEstimateError, stageMoveComment } from '../../../src/domain/customers/stageRules';
import { contractFamilyCreated, contractFamilyNotice } from '../../../src/domain/estimates/contractFamily';

describe('a prospect’s stage follows its estimates', () => {
  it.each<[ProspectStage, EstimateStatus[], string | null]>([
    ['STARTING', [], null],
    ['TO_FOLLOW_UP', ['DRAFT'], null],
    ['ESTIMATE_SENT', ['SENT'], null],
    ['ESTIMATE_SENT', ['READY', 'DRAFT'], 'L’étape « Devis envoyé » demande un devis de ce prospect à l’état « Envoyé » : il n’en a aucun. L’étape suit ses devis.'],
    ['ESTIMATE_SENT_FOR_SIGNING', ['SENT_SIGN'], null],
    ['ESTIMATE_SENT_FOR_SIGNING', ['SENT'], 'L’étape « Devis envoyé pour signature » demande un devis de ce prospect à l’état « En attente de signature » : il n’en a aucun. L’étape suit ses devis.'],
    ['ESTIMATE_SIGNED', ['CONTRACTED'], null],
    ['ESTIMATE_SIGNED', [], 'L’étape « Devis signé » demande un devis de ce prospect à l’état « Signé » ou « Transformé en contrat » : il n’en a aucun. L’étape suit ses devis.'],
    ['ESTIMATE_REFUSED', ['REFUSED', 'DRAFT'], null],
    ['ESTIMATE_REFUSED', ['CANCELED'], 'L’étape « Devis refusé » demande un devis de ce prospect à l’état « Refusé » : il n’en a aucun. L’étape suit ses devis.'],
  ])('%s with estimates %j', (stage, statuses, label) => {
    expect(stageEstimateError(stage, statuses)?.label ?? null).toBe(label);
  });

  it('writes the move in the history as it is', () => {
    expect(stageMoveComment('STARTING', 'TO_FOLLOW_UP')).toBe('Étape : Premier contact → À relancer');
    expect(stageMoveComment(null, 'ESTIMATE_SENT')).toBe('Étape : aucune → Devis envoyé');
  });
});

describe('a prospect marked lost or a record archived says why', () => {
  it.each<[Closing, string | null, string]>([
    [{ reason: null }, 'Choisissez la raison', 'Prospect perdu — '],
    [{ reason: 'OTHER', comment: ' ' }, 'Précisez la raison', 'Prospect perdu — Autre raison'],
    [{ reason: 'OTHER', comment: 'Garde assurée par les grands-parents' }, null, 'Prospect perdu — Autre raison : Garde assurée par les grands-parents'],
    [{ reason: 'PRICE' }, null, 'Prospect perdu — Tarif trop élevé'],
    [{ reason: 'NO_NEWS', comment: ' Trois relances ' }, null, 'Prospect perdu — Sans nouvelles : Trois relances'],
  ])('%j', (closing, refusal, comment) => {
    expect(closingError(closing)?.label ?? null).toBe(refusal);
    expect(closingComment('Prospect perdu', closing)).toBe(comment);
  });

  it('names what was closed', () => {
    expect(closingComment('Client archivé', { reason: 'MOVED' })).toBe('Client archivé — Déménagement');
  });
});

describe('a signed estimate of a customer without a family', () => {
  it.each<[string, { id: number; name: string }[], string | null]>([
    ['Nadia Benali', [], 'Nadia Benali n’a pas encore de famille : la famille « Nadia Benali » sera créée avec le contrat, son contact principal en premier parent. Complétez-la (enfants, adresse) avant de planifier les interventions.'],
    ['Famille Roche', [{ id: 4, name: 'Famille Roche' }], null],
  ])('%s with families %j', (label, families, notice) => {
    expect(contractFamilyNotice({ label, families })).toBe(notice);
  });

  it('writes the family made in the contract’s history', () => {
    expect(contractFamilyCreated('Nadia Benali')).toBe('Famille « Nadia Benali » créée avec le contrat (le client n’en avait pas)');
  });
});
