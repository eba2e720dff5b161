/** The timeline lays out the rows not shown yet in idle time after its first paint, and stops when it goes away. */
import { describe, expect, it } from 'vitest';
import { usePrecomputedRows } from '../../../../src/portal/widgets/timeline/usePrecomputedRows';
import { eventually, nextFrame, render } from '../../support/render';

function countingModel(rowCount: number) {
  const computed = new Set<number>();
  return { rowCount, computed, row: (index: number): void => void computed.add(index) };
}

function Probe({ model }: { model: ReturnType<typeof countingModel> | null }) {
  usePrecomputedRows(model);
  return null;
}

describe('usePrecomputedRows', () => {
  it('computes every row of the model once mounted', async () => {
    const model = countingModel(500);
    const view = render(<Probe model={model} />);
    await eventually(() => expect(model.computed.size).toBe(500));
    view.unmount();
  });

  it('leaves a model alone once the timeline has moved on to another one', async () => {
    // A model whose rows are slow: the first one is still being laid out when it is replaced.
    const slow = { ...countingModel(10_000), row(index: number) { const until = performance.now() + 1; while (performance.now() < until); slow.computed.add(index); } };
    const next = countingModel(50);
    const view = render(<Probe model={slow} />);
    // How many slow rows are laid out before the swap depends on the machine's speed: only that the work has started.
    await eventually(() => expect(slow.computed.size).toBeGreaterThan(0));
    view.rerender(<Probe model={next} />);
    await eventually(() => expect(next.computed.size).toBe(50));
    const stoppedAt = slow.computed.size;
    // The rows are laid out a zero-delay timer at a time: a slice of the old model still scheduled would run before this.
    await nextFrame();
    expect(slow.computed.size).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(10_000);
    view.unmount();
  });
});
