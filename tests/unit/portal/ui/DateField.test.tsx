/** The French date field, React and Preact, driven as a user would: typed text, the calendar, its keys, its bounds. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalContext } from '../../../../src/portal/context';
import type { Portal } from '../../../../src/portal/state/portal';
import { endDateError } from '../../../../src/domain/contracts';
import { useForm } from '../../../../src/portal/kit/useForm';
import { DateField } from '../../../../src/portal/ui/DateField';
import { eventually, render } from '../../support/render';
import { button, choose, control, find, findAll, leave, nextFrame, pageText, press, typeInto } from '../widgets/support/dom';
import { openPicker, walkGrid } from '../widgets/support/picker';

let view: { unmount(): void } | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Field({ initial = '', min, max, earliest }: { initial?: string; min?: string; max?: string; earliest?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Date du paiement" value={value} onValueChange={setValue} min={min} max={max} earliest={earliest} />
      <output>{value}</output>
      <button type="button">Ailleurs</button>
    </>
  );
}

const input = (root: ParentNode = document) => control('Date du paiement', root);
const saved = (root: ParentNode = document) => root.querySelector('output')?.textContent;
const popover = (root: ParentNode = document) => root.querySelector<HTMLElement>('[role="dialog"]');
const title = (root: ParentNode = document) => find('.ap-picker__title', root).textContent;
const dayButton = (label: string, root: ParentNode = document) => find<HTMLButtonElement>(`[aria-label="${label}"]`, root);
/** The element with the focus, inside a shadow root too. */
const focused = (root: Document | ShadowRoot = document) => root.activeElement;

const openCalendar = (root: Document | ShadowRoot = document) => openPicker('Ouvrir le calendrier', root);

describe('DateField', () => {
  it("gives the ISO day of a date typed in full at once, and reads the short forms on blur", async () => {
    view = render(<Field />);
    await eventually(input);
    expect(input().placeholder).toBe('JJ/MM/AAAA');
    expect(input().type).toBe('text');
    typeInto(input(), '24/11/2026');
    await eventually(() => expect(saved()).toBe('2026-11-24'));
    typeInto(input(), '01102026');
    await nextFrame();
    expect(saved()).toBe('2026-11-24');
    leave(input());
    await eventually(() => expect(saved()).toBe('2026-10-01'));
    await eventually(() => expect(input().value).toBe('01/10/2026'));
    typeInto(input(), '3/1/27');
    leave(input());
    await eventually(() => expect(input().value).toBe('03/01/2027'));
    expect(saved()).toBe('2027-01-03');
    typeInto(input(), '');
    await eventually(() => expect(saved()).toBe(''));
  });

  it('takes a birth date decades back when the field starts earlier: typed in full or short, or by the calendar\'s year choice', async () => {
    view = render(<Field earliest="1900-01-01" max="2026-11-24" />);
    await eventually(input);
    typeInto(input(), '14/03/1987');
    await eventually(() => expect(saved()).toBe('1987-03-14'));
    typeInto(input(), '12/05/85');
    leave(input());
    await eventually(() => expect(saved()).toBe('1985-05-12'));
    expect(input().value).toBe('12/05/1985');
    typeInto(input(), '3/1/24');
    leave(input());
    await eventually(() => expect(saved()).toBe('2024-01-03'));
    typeInto(input(), '31/12/1899');
    leave(input());
    await eventually(() => expect(pageText()).toContain('Date hors de la période autorisée'));
    expect(saved()).toBe('2024-01-03');

    const dialog = await openCalendar();
    const year = control<HTMLSelectElement>('Année', dialog);
    expect(year.value).toBe('2024');
    expect([...year.options].map((o) => o.value).slice(0, 2)).toEqual(['2026', '2025']);
    expect(year.options[year.options.length - 1]!.value).toBe('1900');
    choose(year, '1979');
    await eventually(() => expect(title()).toBe('janvier 1979'));
    button('Mois suivant').click();
    await eventually(() => expect(title()).toBe('février 1979'));
    dayButton('mercredi 14 février 1979').click();
    await eventually(() => expect(saved()).toBe('1979-02-14'));
    expect(input().value).toBe('14/02/1979');
  });

  it('keeps 2018 as the first day of a field without an earliest day, and offers no year choice', async () => {
    view = render(<Field initial="2019-01-10" />);
    await eventually(input);
    typeInto(input(), '14/03/1987');
    leave(input());
    await eventually(() => expect(pageText()).toContain('Date hors de la période autorisée'));
    typeInto(input(), '12/05/17');
    leave(input());
    await nextFrame();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(saved()).toBe('2019-01-10');
    const dialog = await openCalendar();
    expect(dialog.querySelector('select')).toBeNull();
  });

  it('shows the French message under the field for text that is not a date or out of range, the value unchanged', async () => {
    view = render(<Field initial="2026-10-01" />);
    await eventually(() => expect(input().value).toBe('01/10/2026'));
    typeInto(input(), '31/02/2026');
    leave(input());
    await eventually(() => expect(pageText()).toContain('Date invalide (JJ/MM/AAAA)'));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(find(`#${input().getAttribute('aria-describedby')}`).textContent).toBe('Date invalide (JJ/MM/AAAA)');
    expect(saved()).toBe('2026-10-01');
    expect(input().value).toBe('31/02/2026');
    typeInto(input(), '31/12/2017');
    leave(input());
    await eventually(() => expect(pageText()).toContain('Date hors de la période autorisée'));
    expect(saved()).toBe('2026-10-01');
    typeInto(input(), '02/10/2026');
    await eventually(() => expect(saved()).toBe('2026-10-02'));
    await eventually(() => expect(input().getAttribute('aria-invalid')).toBeNull());
    expect(pageText()).not.toContain('Date hors');
  });

  it('opens a French calendar on the month of the value, Monday first, the day focused', async () => {
    view = render(<Field initial="2026-11-24" />);
    const dialog = await openCalendar();
    expect(button('Ouvrir le calendrier').getAttribute('aria-expanded')).toBe('true');
    expect(title()).toBe('novembre 2026');
    expect(find('[role="grid"]', dialog).getAttribute('aria-labelledby')).toBe(find('.ap-picker__title').id);
    expect(findAll('th', dialog).map((th) => th.textContent).join(' ')).toBe('lu ma me je ve sa di');
    const cells = findAll<HTMLButtonElement>('[role="gridcell"] button', dialog);
    expect(cells).toHaveLength(42);
    // 1 November 2026 is a Sunday: the first row starts on Monday 26 October, shown as another month's day.
    expect(cells[0]!.getAttribute('aria-label')).toBe('lundi 26 octobre 2026');
    expect(cells[0]!.className).toContain('ap-picker__cell--outside');
    expect(cells[6]!.getAttribute('aria-label')).toBe('dimanche 1 novembre 2026');
    await eventually(() => expect(focused()).toBe(dayButton('mardi 24 novembre 2026')));
    expect(dayButton('mardi 24 novembre 2026').tabIndex).toBe(0);
    expect(dayButton('mardi 24 novembre 2026').closest('td')!.getAttribute('aria-selected')).toBe('true');
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
  });

  it('moves with the arrows, PageUp/PageDown and Home/End, and picks the day with Enter', async () => {
    view = render(<Field initial="2026-11-24" />);
    await openCalendar();
    await eventually(() => expect(focused()).toBe(dayButton('mardi 24 novembre 2026')));
    await walkGrid([
      ['ArrowRight', 'mercredi 25 novembre 2026'],
      ['ArrowDown', 'mercredi 2 décembre 2026'],
    ]);
    expect(title()).toBe('décembre 2026');
    await walkGrid([
      ['ArrowUp', 'mercredi 25 novembre 2026'],
      ['ArrowLeft', 'mardi 24 novembre 2026'],
      ['End', 'dimanche 29 novembre 2026'],
      ['Home', 'lundi 23 novembre 2026'],
      ['PageDown', 'mercredi 23 décembre 2026'],
      ['PageUp', 'mardi 23 décembre 2025', { shiftKey: true }],
    ]);
    expect(saved()).toBe('2026-11-24');
    press(focused()!, 'Enter');
    await eventually(() => expect(saved()).toBe('2025-12-23'));
    expect(input().value).toBe('23/12/2025');
    expect(popover()).toBeNull();
    expect(focused()).toBe(button('Ouvrir le calendrier'));
  });

  it('closes with Escape, giving the focus back to its button, and on a click outside', async () => {
    view = render(<Field initial="2026-11-24" />);
    await openCalendar();
    await eventually(() => expect(focused()).toBe(dayButton('mardi 24 novembre 2026')));
    press(focused()!, 'ArrowRight');
    await nextFrame();
    press(focused()!, 'Escape');
    await eventually(() => expect(popover()).toBeNull());
    expect(focused()).toBe(button('Ouvrir le calendrier'));
    expect(button('Ouvrir le calendrier').getAttribute('aria-expanded')).toBe('false');
    expect(saved()).toBe('2026-11-24');

    await openCalendar();
    popover()!.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await nextFrame();
    expect(popover()).not.toBeNull();
    button('Ailleurs').dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await eventually(() => expect(popover()).toBeNull());
  });

  it('changes month with its buttons, picks a day with a click, and today with « Aujourd’hui »', async () => {
    // Today is the portal's clock.
    const portal = { clock: { now: () => new Date(2026, 10, 24, 10, 0).getTime() }, adoptStyles: () => undefined } as unknown as Portal;
    view = render(
      <PortalContext.Provider value={portal}>
        <Field />
      </PortalContext.Provider>,
    );
    await openCalendar();
    expect(title()).toBe('novembre 2026');
    expect(dayButton('mardi 24 novembre 2026').getAttribute('aria-current')).toBe('date');
    button('Mois suivant').click();
    await eventually(() => expect(title()).toBe('décembre 2026'));
    button('Mois précédent').click();
    button('Mois précédent').click();
    await eventually(() => expect(title()).toBe('octobre 2026'));
    dayButton('vendredi 9 octobre 2026').click();
    await eventually(() => expect(saved()).toBe('2026-10-09'));
    await openCalendar();
    expect(title()).toBe('octobre 2026');
    button('Aujourd’hui').click();
    await eventually(() => expect(saved()).toBe('2026-11-24'));
    expect(input().value).toBe('24/11/2026');
  });

  it('disables the days outside min and max: neither a click nor Enter picks them', async () => {
    view = render(<Field initial="2026-11-15" min="2026-11-10" max="2026-11-20" />);
    await openCalendar();
    expect(dayButton('lundi 9 novembre 2026').getAttribute('aria-disabled')).toBe('true');
    expect(dayButton('samedi 21 novembre 2026').getAttribute('aria-disabled')).toBe('true');
    expect(dayButton('mardi 10 novembre 2026').getAttribute('aria-disabled')).toBeNull();
    expect(dayButton('vendredi 20 novembre 2026').getAttribute('aria-disabled')).toBeNull();
    dayButton('lundi 9 novembre 2026').click();
    await nextFrame();
    expect(saved()).toBe('2026-11-15');
    expect(popover()).not.toBeNull();
    await eventually(() => expect(focused()).toBe(dayButton('dimanche 15 novembre 2026')));
    press(focused()!, 'ArrowDown');
    await eventually(() => expect(focused()).toBe(dayButton('dimanche 22 novembre 2026')));
    press(focused()!, 'Enter');
    await nextFrame();
    expect(saved()).toBe('2026-11-15');
    await walkGrid([
      ['ArrowLeft', 'samedi 21 novembre 2026'],
      ['ArrowLeft', 'vendredi 20 novembre 2026'],
    ]);
    press(focused()!, 'Enter');
    await eventually(() => expect(saved()).toBe('2026-11-20'));
    // Typed, a day past max still reaches the value (what the field shows is what is saved), with the field's message.
    typeInto(input(), '21/11/2026');
    leave(input());
    await eventually(() => expect(saved()).toBe('2026-11-21'));
    expect(pageText()).toContain('Date hors de la période autorisée');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    typeInto(input(), '19/11/2026');
    await eventually(() => expect(saved()).toBe('2026-11-19'));
    await eventually(() => expect(input().getAttribute('aria-invalid')).toBeNull());
  });

  it("hands a day typed before min to the form, whose rule shows its own message on the field and keeps it from being saved", async () => {
    const submitted: string[] = [];
    function FormField() {
      const form = useForm({ endDate: '2027-01-31' }, { endDate: { required: true, check: (value) => endDateError(value, '2027-01-04') } });
      return (
        <form onSubmit={(event) => (event.preventDefault(), void form.submit(async ({ endDate }) => void submitted.push(endDate)))}>
          <DateField label="Date du paiement" min="2027-01-04" {...form.field('endDate')} />
          <button type="submit">Enregistrer</button>
        </form>
      );
    }
    view = render(<FormField />);
    await eventually(() => expect(input().value).toBe('31/01/2027'));
    typeInto(input(), '03/01/2027');
    leave(input());
    await eventually(() => expect(pageText()).toContain('La date de fin ne peut pas être avant le 04/01/2027'));
    expect(pageText()).not.toContain('Date hors');
    expect(input().value).toBe('03/01/2027');
    button('Enregistrer').click();
    await nextFrame();
    expect(submitted).toEqual([]);
    typeInto(input(), '04/01/2027');
    await eventually(() => expect(pageText()).not.toContain('ne peut pas être avant'));
    button('Enregistrer').click();
    await eventually(() => expect(submitted).toEqual(['2027-01-04']));
  });

  it('works inside a shadow root: keys, picking, and a click outside the host closes it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    root.render(<Field initial="2026-11-24" />);
    view = { unmount: () => (root.unmount(), host.remove()) };
    await openCalendar(shadow);
    await eventually(() => expect(focused(shadow)).toBe(dayButton('mardi 24 novembre 2026', shadow)));
    press(focused(shadow)!, 'ArrowLeft');
    await eventually(() => expect(focused(shadow)).toBe(dayButton('lundi 23 novembre 2026', shadow)));
    press(focused(shadow)!, 'Enter');
    await eventually(() => expect(saved(shadow)).toBe('2026-11-23'));
    await openCalendar(shadow);
    await nextFrame();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    await eventually(() => expect(popover(shadow)).toBeNull());
  });
});
