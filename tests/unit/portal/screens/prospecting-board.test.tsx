/**
 * /prospecting/board, React and Preact: a column per stage with its count, a card moved by its
 * menu changes the prospect's stage; a move into « Perdu » asks first, then marks the prospect lost.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { markProspectAsLost, updateProspectStage } from '../../../../src/api/contract/customerRecord';
import { searchCustomersV2, type CustomerListItem } from '../../../../src/api/contract/customers';
import { ProspectingBoardScreen } from '../../../../src/portal/screens/prospecting/ProspectingBoardScreen';
import { createRouter } from '../../../../src/portal/state/router';
import { eventually } from '../../support/render';
import { button, choose, control, find, findAll, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const prospect = (id: number, name: string, stage: CustomerListItem['stage']): CustomerListItem => ({
  customerId: id, ref: `CLI-1-00${id}`, customerName: name, customerMainContact: { firstName: name.split(' ')[0]!, lastName: name.split(' ')[1]! }, type: 'NATURAL',
  status: 'PROSPECT', stage, source: 'WEBSITE', phone: null, mobile: null, email: null, zipCode: '69003', city: 'Lyon', estimatesCount: 0, contractsCount: 0, billsCount: 0,
  childrenCount: 0, familyIds: [], adviser: null, createdAt: '2026-10-01T09:00:00.000Z', lastExchangeAt: null, nextExchangeAt: null,
});


function api() {
  const cards = [prospect(1, 'Léa Martin', 'STARTING'), prospect(2, 'Hugo Petit', 'STARTING'), prospect(3, 'Zoé Blanc', 'ESTIMATE_SENT')];
  const fake = fakePortal([
    [
      searchCustomersV2,
      ({ body }) => {
        const stage = (body as { filters: { attribute: string; value: string }[] }).filters.find((f) => f.attribute === 'stage')!.value;
        return onePage(cards.filter((card) => card.stage === stage));
      },
    ],
    [updateProspectStage, () => new Response(null, { status: 500 })],
    [markProspectAsLost, () => new Response(null, { status: 500 })],
  ]);
  Object.assign(fake.portal, { router: createRouter('memory', undefined, '/prospecting/board') });
  return fake;
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

const column = (label: string) => find(`section[aria-label="${label}"]`);

describe('ProspectingBoardScreen', () => {
  it('shows a column per stage with its count, and moves a card by its menu', async () => {
    const fake = api();
    unmount = fake.render(<ProspectingBoardScreen params={{}} title="Prospection" />).unmount;
    await eventually(() => expect(findAll('.ap-board__column')).toHaveLength(8));
    expect(pageText(column('Premier contact'))).toContain('Léa Martin');
    expect(find('.ap-board__count', column('Premier contact')).textContent).toBe('2');
    expect(find('.ap-board__count', column('Devis envoyé')).textContent).toBe('1');
    button('Déplacer Léa Martin').click();
    await eventually(() => expect(pageText()).toContain('Vers « À relancer »'));
    findAll<HTMLButtonElement>('[role="menuitem"]').find((item) => item.textContent === 'Vers « À relancer »')!.click();
    await eventually(() => expect(fake.calls.find((call) => call.name === 'customers.prospects.stage')).toMatchObject({ params: { id: '1' }, body: { stage: 'TO_FOLLOW_UP' } }));
  });

  it('asks before marking a prospect lost, with its reason', async () => {
    const fake = api();
    unmount = fake.render(<ProspectingBoardScreen params={{}} title="Prospection" />).unmount;
    await eventually(() => expect(pageText(column('Devis envoyé'))).toContain('Zoé Blanc'));
    button('Déplacer Zoé Blanc').click();
    await eventually(() => expect(pageText()).toContain('Vers « Perdu »'));
    findAll<HTMLButtonElement>('[role="menuitem"]').find((item) => item.textContent === 'Vers « Perdu »')!.click();
    await eventually(() => expect(pageText(find('dialog'))).toContain('Zoé Blanc sera marqué comme perdu et archivé'));
    expect(fake.calls.some((call) => call.name === 'customers.markAsLost')).toBe(false);
    button('Marquer comme perdu', find('dialog')).click();
    await eventually(() => expect(pageText(find('dialog'))).toContain('Choisissez la raison'));
    expect(fake.calls.some((call) => call.name === 'customers.markAsLost')).toBe(false);
    choose(control<HTMLSelectElement>('Raison', find('dialog')), 'NO_NEWS');
    typeInto(control<HTMLTextAreaElement>('Précisions', find('dialog')), 'Trois relances sans réponse');
    await nextFrame();
    button('Marquer comme perdu', find('dialog')).click();
    await eventually(() => expect(fake.calls.find((call) => call.name === 'customers.markAsLost')).toMatchObject({ body: { reason: 'NO_NEWS', comment: 'Trois relances sans réponse' } }));
  });
});
