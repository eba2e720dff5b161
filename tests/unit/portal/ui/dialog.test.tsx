/** The generic modal and drawer (spec 000 §2.5): 'Fermer', Escape only when dismissible, widths. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Drawer } from '../../../../src/portal/ui/Drawer';
import { Modal } from '../../../../src/portal/ui/Modal';
import { eventually, render } from '../../support/render';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function ModalOpener({ dismissible }: { dismissible: boolean }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <Modal title="Mon compte" {...(dismissible ? { onClose: () => setOpen(false) } : {})}>
      <p>Contenu</p>
    </Modal>
  ) : (
    <p>fermé</p>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement | null;
const shown = () => eventually(() => {
  const found = dialog();
  if (!found?.open) throw new Error('pas de dialogue ouvert');
  return found;
});
const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === label);

describe('Modal', () => {
  it('opens as a labelled dialog and closes with « Fermer »', async () => {
    view = render(<ModalOpener dismissible />);
    const opened = await shown();
    expect(opened.open).toBe(true);
    const labelledBy = opened.getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelledBy)?.textContent).toBe('Mon compte');
    button('Fermer')!.click();
    await eventually(() => expect(view!.container.textContent).toBe('fermé'));
  });

  it('closes on Escape when dismissible', async () => {
    view = render(<ModalOpener dismissible />);
    const opened = await shown();
    opened.dispatchEvent(new Event('cancel', { cancelable: true }));
    await eventually(() => expect(view!.container.textContent).toBe('fermé'));
  });

  it('cannot be dismissed without onClose: no « Fermer », Escape is ignored', async () => {
    view = render(<ModalOpener dismissible={false} />);
    const opened = await shown();
    expect(button('Fermer')).toBeUndefined();
    const cancel = new Event('cancel', { cancelable: true });
    opened.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(true);
  });
});

describe('Drawer', () => {
  it('is half the window wide by default and takes a given width', async () => {
    view = render(
      <Drawer title="Centre de téléchargements" subtitle="Exports" onClose={() => undefined}>
        <p>Liste</p>
      </Drawer>,
    );
    const opened = await shown();
    expect(opened.classList.contains('ap-drawer')).toBe(true);
    expect(opened.style.getPropertyValue('--ap-dialog-width')).toBe('50vw');
    expect(opened.textContent).toContain('Exports');
    view.rerender(
      <Drawer title="Support" width={1200} onClose={() => undefined}>
        <p>Tickets</p>
      </Drawer>,
    );
    await eventually(() => expect(dialog()!.style.getPropertyValue('--ap-dialog-width')).toBe('1200px'));
  });
});
