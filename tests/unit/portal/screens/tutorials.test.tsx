/**
 * /tutorials, React and Preact: the visible guides of the portal, the first open with its
 * screenshot, another opened on a click, the Application scope and a title search.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as api from '../../../../src/api/contract/userGuides';
import { TutorialsScreen } from '../../../../src/portal/screens/tutorials/TutorialsScreen';
import { eventually } from '../../support/render';
import { button, control, find, findAll, pageText, typeInto } from '../widgets/support/dom';
import { fakePortal, onePage } from '../widgets/support/portal';

const guide = (id: number, title: string, scope: 'PORTAL' | 'APP'): api.UserGuide => ({
  id, title, description: `À propos de ${title.toLowerCase()}`, modificationDate: '2026-09-22T08:00:00.000Z', roleRestriction: [], scope, visible: true,
  content: `<h2>${title}</h2><img src="data:image/png;base64,iVBORw0KGgo=" alt="${title} : l'écran"><p>Étapes de ${title}</p>`,
});
const GUIDES = [guide(1, 'Centre des exports', 'PORTAL'), guide(2, 'Premiers pas', 'PORTAL'), guide(3, 'Pointer une intervention', 'APP')];

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('/tutorials', () => {
  it('opens the first guide with its screenshot, opens another, then the app guides and a search', async () => {
    const fake = fakePortal([
      [api.searchUserGuides, ({ body }) => {
        const { scope, titlePattern } = body as { scope: string; titlePattern?: string };
        return onePage(GUIDES.filter((g) => g.scope === scope && (!titlePattern || g.title.toLowerCase().includes(titlePattern))));
      }],
      [api.getUserGuide, ({ params }) => GUIDES.find((g) => g.id === Number(params.id))],
    ]);
    unmount = fake.render(<TutorialsScreen params={{}} title="Tutoriels" />).unmount;
    await eventually(() => expect(find('.ap-guide__body img').getAttribute('alt')).toBe("Centre des exports : l'écran"));
    expect(findAll('.ap-guide__toggle').map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(fake.calls.find((c) => c.name === 'userGuides.search')!.body).toMatchObject({ scope: 'PORTAL', visible: true });

    findAll('.ap-guide__toggle')[1]!.click();
    await eventually(() => expect(pageText()).toContain('Étapes de Premiers pas'));

    button('Application').click();
    await eventually(() => expect(findAll('.ap-guide__title').map((t) => t.textContent)).toEqual(['Pointer une intervention']));
    button('Portail').click();
    await eventually(() => expect(findAll('.ap-guide__title')).toHaveLength(2));
    typeInto(control('Rechercher un guide'), 'premiers');
    await eventually(() => expect(findAll('.ap-guide__title').map((t) => t.textContent)).toEqual(['Premiers pas']));
  });
});
