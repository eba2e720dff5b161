// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { trackHtml } from '../../../../src/portal/widgets/timeline/trackHtml';

const box = (text: string, background: boolean, width = 60) => ({
  event: { id: 1, ressourceId: 1, startDateTime: '2026-11-25T09:00', endDateTime: '2026-11-25T12:00' }, left: 31.5, width, background, kind: background ? 'sickLeave' : 'prestation', text, tip: `${text}\nmer. 25/11 09:00 – 12:00 (3h00)`,
});

describe("a timeline row's layer", () => {
  it('draws buttons and backdrops with their names, tooltips and places, every text escaped', () => {
    const layer = document.createElement('div');
    layer.innerHTML = trackHtml([box('Arrêt maladie', true), box('Famille <img src=x onerror="alert(1)"> & Fils', false), box('Famille Roy', false, 30)]);
    const [backdrop, button, narrow] = [...layer.children] as HTMLElement[];
    expect([backdrop!.tagName, backdrop!.getAttribute('role'), backdrop!.className]).toEqual(['DIV', 'img', 'ap-tl__event ap-tl__event--background ap-tl-kind--sickLeave']);
    expect(backdrop!.getAttribute('aria-label')).toBe('Arrêt maladie, mer. 25/11 09:00 – 12:00 (3h00)');
    expect([button!.tagName, button!.getAttribute('type'), button!.dataset.index, button!.style.left, button!.style.width]).toEqual(['BUTTON', 'button', '1', '31.5px', '60px']);
    expect(button!.textContent).toBe('Famille <img src=x onerror="alert(1)"> & Fils');
    expect(layer.querySelector('img')).toBeNull();
    expect(button!.dataset.tip).toBe('Famille <img src=x onerror="alert(1)"> & Fils\nmer. 25/11 09:00 – 12:00 (3h00)');
    // Under 40 px the name is not written in the box: its accessible name and tooltip say it.
    expect([narrow!.textContent, narrow!.getAttribute('aria-label')]).toEqual(['', 'Famille Roy, mer. 25/11 09:00 – 12:00 (3h00)']);
  });
});
