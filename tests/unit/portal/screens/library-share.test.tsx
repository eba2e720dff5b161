/**
 * The library's share dialog, React and Preact: a link made is shown to copy with its end date, and the link made before
 * leaves the screen as soon as a new one is asked, so that only the new one can be copied.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/library';
import { ShareDialog } from '../../../../src/portal/screens/library/ShareDialog';
import { eventually } from '../../support/render';
import { button, choose, control, find, nextFrame, pageText } from '../widgets/support/dom';
import { fakePortal } from '../widgets/support/portal';

const DOC: api.LibraryDocument = {
  id: 1, type: 'PDF', title: 'Livret d’accueil', fileName: 'livret.pdf', mimeType: 'application/pdf', size: 832, createdAt: '2026-03-10T09:00:00.000Z', author: 'Sophie Lefèvre',
};
const share = (token: string, expiresAt: string): api.LibraryShare => ({ token, fileName: 'livret.pdf', createdAt: '2026-03-16T07:30:00.000Z', expiresAt });

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('ShareDialog', () => {
  it('shows the link made, and drops it as soon as another is asked, until that one comes', async () => {
    const live: api.LibraryShare[] = [];
    let answerSecond: (() => void) | null = null;
    const fake = fakePortal([
      [api.listLibraryShares, () => live],
      [api.shareLibraryDocument, ({ body }) => {
        const made = (body as { days: number }).days === 7 ? share('semaine-abcdefgh', '2026-03-23T07:30:00.000Z') : share('journee-ijklmnop', '2026-03-17T07:30:00.000Z');
        if (made.token.startsWith('semaine')) return (live.push(made), made);
        return new Promise<api.LibraryShare>((resolve) => (answerSecond = () => resolve((live.push(made), made))));
      }],
    ]);
    unmount = fake.render(<ShareDialog document={DOC} onClose={() => undefined} />).unmount;
    const linkShown = () => find<HTMLInputElement>('input[readonly]').value;

    (await eventually(() => button('Créer le lien'))).click();
    await eventually(() => expect(pageText()).toContain('Lien de partage créé, valable jusqu’au 23/03/2026 à 08:30.'));
    expect(linkShown()).toMatch(/#\/share\/semaine-abcdefgh$/);

    choose(control<HTMLSelectElement>('Durée de validité'), '1');
    await nextFrame();
    button('Créer le lien').click();
    await eventually(() => expect(fake.calls.filter((c) => c.name === 'library.share').map((c) => c.body)).toEqual([{ days: 7 }, { days: 1 }]));
    await eventually(() => expect(pageText()).not.toContain('Lien de partage créé'));
    expect(document.querySelector('input[readonly]')).toBeNull();

    answerSecond!();
    await eventually(() => expect(pageText()).toContain('Lien de partage créé, valable jusqu’au 17/03/2026 à 08:30.'));
    expect(linkShown()).toMatch(/#\/share\/journee-ijklmnop$/);
  });
});
