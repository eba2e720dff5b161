import { describe, expect, it } from 'vitest';
import { SUPPORT_DRAWER_WIDTHS, drawerWidth, supportTabLabel } from '../../../src/domain/drawers';

describe('drawer width', () => {
  it('defaults to half the window', () => {
    expect(drawerWidth(1600)).toBe(800);
  });

  it('is capped at 80% of the window', () => {
    expect(drawerWidth(1600, '95%')).toBe(1280);
    expect(drawerWidth(1000, 600)).toBe(600);
    expect(SUPPORT_DRAWER_WIDTHS.map((width) => drawerWidth(1920, width))).toEqual([1200, 1536]);
  });
});

describe('support ticket tabs', () => {
  it('cut the label to 20 characters plus an ellipsis', () => {
    expect(supportTabLabel('Facture de novembre erronée')).toBe('Facture de novembre…');
    expect(supportTabLabel('Problème de planning')).toBe('Problème de planning');
    expect(supportTabLabel('Bug')).toBe('Bug');
  });
});
