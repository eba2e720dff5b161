/**
 * A write's answer over a read (useWriteAnswer) is shown only for the record it answered; a version changed by a parent
 * asks the reads again (useReloadOn), not on the first render.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReloadOn } from '../../../../src/portal/kit/useReloadOn';
import { useWriteAnswer } from '../../../../src/portal/kit/useWriteAnswer';
import { eventually, render } from '../../support/render';

let view: { unmount(): void } | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('useWriteAnswer', () => {
  it("shows the saved answer for its record, and the read of another record", async () => {
    function Managers() {
      const [agency, setAgency] = useState(1);
      const [shown, answered] = useWriteAnswer(`lus de l’agence ${agency}`, agency);
      return (
        <>
          <p>{shown}</p>
          <button type="button" onClick={() => answered(`enregistrés de l’agence ${agency}`)}>Enregistrer</button>
          <button type="button" onClick={() => setAgency(2)}>Agence 2</button>
        </>
      );
    }
    view = render(<Managers />);
    const text = () => document.querySelector('p')?.textContent;
    await eventually(() => expect(text()).toBe('lus de l’agence 1'));
    document.querySelectorAll('button')[0]!.click();
    await eventually(() => expect(text()).toBe('enregistrés de l’agence 1'));
    document.querySelectorAll('button')[1]!.click();
    await eventually(() => expect(text()).toBe('lus de l’agence 2'));
  });
});

describe('useReloadOn', () => {
  it('asks the reads again when the version changes, not at first', async () => {
    const reload = vi.fn();
    function History() {
      const [version, setVersion] = useState(0);
      useReloadOn(version, { reload });
      return <button type="button" onClick={() => setVersion((v) => v + 1)}>Changer</button>;
    }
    view = render(<History />);
    await eventually(() => expect(document.querySelector('button')).not.toBeNull());
    expect(reload).not.toHaveBeenCalled();
    document.querySelector('button')!.click();
    await eventually(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
