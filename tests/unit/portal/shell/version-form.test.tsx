/**
 * The version and version item forms (spec 000 §5), React and Preact: what is typed right before
 * « Enregistrer » is what is saved, with no render in between (preact/compat renders a tick
 * later); the required texts say « Champ obligatoire » and nothing is saved.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../../../../src/domain/datePicker';
import { ItemForm, VersionForm, versionValuesOf, type ItemValues, type VersionValues } from '../../../../src/portal/shell/versions/VersionForm';
import { eventually, render } from '../../support/render';
import { control, fillAndClick, nextFrame, pageText, typeInto } from '../widgets/support/dom';

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('VersionForm', () => {
  it('saves the number and description typed just before « Enregistrer »', async () => {
    const saved: VersionValues[] = [];
    unmount = render(<VersionForm initial={versionValuesOf(null)} pending={false} onSave={(values) => saved.push(values)} onCancel={() => undefined} />).unmount;
    await eventually(() => control('Numéro'));
    fillAndClick([['Numéro', '4.2.0'], ['Description', 'Planning des intervenants']], 'Enregistrer');
    await eventually(() => expect(saved).toEqual([{ number: '4.2.0', description: 'Planning des intervenants', visible: false, deployedAt: '' }]));
  });

  it('saves the deployment day an admin gives, at 09:00 unless she gives a time', async () => {
    const saved: VersionValues[] = [];
    unmount = render(<VersionForm initial={versionValuesOf(null)} pending={false} onSave={(values) => saved.push(values)} onCancel={() => undefined} />).unmount;
    await eventually(() => control('Numéro'));
    fillAndClick([['Numéro', '4.2.0'], ['Description', 'Planning'], ['Date', '10/03/2026']], 'Enregistrer');
    await eventually(() => expect(saved).toEqual([{ number: '4.2.0', description: 'Planning', visible: false, deployedAt: '2026-03-10T09:00' }]));
  });

  it('says « Champ obligatoire » and saves nothing while a text is missing', async () => {
    const saved: VersionValues[] = [];
    unmount = render(<VersionForm initial={versionValuesOf(null)} pending={false} onSave={(values) => saved.push(values)} onCancel={() => undefined} />).unmount;
    await eventually(() => control('Numéro'));
    fillAndClick([['Numéro', '4.2.0']], 'Enregistrer');
    await eventually(() => expect(pageText()).toContain('Champ obligatoire'));
    expect(saved).toEqual([]);
  });

  it('refuses a deployment day that does not exist instead of saving the day typed before', async () => {
    const saved: VersionValues[] = [];
    unmount = render(<VersionForm initial={versionValuesOf(null)} pending={false} onSave={(values) => saved.push(values)} onCancel={() => undefined} />).unmount;
    await eventually(() => control('Numéro'));
    typeInto(control('Numéro'), '4.2.0');
    typeInto(control('Description'), 'Planning');
    typeInto(control('Date'), '10/03/2026');
    await nextFrame();
    fillAndClick([['Date', '32/13/2026']], 'Enregistrer');
    await eventually(() => expect(pageText()).toContain(DATE_MESSAGES.invalidDate));
    await nextFrame();
    expect(saved).toEqual([]);
    fillAndClick([['Date', '11/03/2026']], 'Enregistrer');
    await eventually(() => expect(saved).toEqual([{ number: '4.2.0', description: 'Planning', visible: false, deployedAt: '2026-03-11T09:00' }]));
    expect(pageText()).not.toContain(DATE_MESSAGES.invalidDate);
  });
});

describe('ItemForm', () => {
  it('saves the type chosen and the description typed just before « Enregistrer »', async () => {
    const saved: ItemValues[] = [];
    unmount = render(<ItemForm initial={{ type: null, description: '' }} pending={false} onSave={(values) => saved.push(values)} onCancel={() => undefined} />).unmount;
    await eventually(() => control('Description'));
    const type = control<HTMLSelectElement>('Type').options[1]!.value;
    fillAndClick([['Type', type], ['Description', 'Export des factures en XLSX']], 'Enregistrer');
    await eventually(() => expect(saved).toEqual([{ type, description: 'Export des factures en XLSX' }]));
  });
});
