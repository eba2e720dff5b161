/**
 * Fields cannot lie (issue 31 §5), as a user checks it on a form of the portal: text that does not read typed in a field,
 * the save pressed: the field's message shows and no write leaves; the text corrected, the save sends once, with the
 * body given.
 */
import { expect } from 'vitest';
import { allEndpoints } from '../../../../src/api/contract';
import { eventually } from '../../support/render';
import { button, control, nextFrame, pageText, typeInto } from '../widgets/support/dom';
import type { RecordedCall } from '../widgets/support/portal';

/** The contract's writing endpoints, by name: a background read (a change log) is not a save. */
const WRITES = new Set(allEndpoints.filter((endpoint) => endpoint.writes?.length).map((endpoint) => endpoint.name));

export interface RefusedSave {
  calls: readonly RecordedCall[];
  /** The field's label, the text that does not read, its message, and the text that reads. */
  field: string;
  wrong: string;
  message: string;
  right: string;
  /** The save button's name. */
  save: string;
  /** The endpoint's name (`billing.updateAdjustments`) and the body expected once the text reads. */
  endpoint: string;
  body: unknown;
  root?: ParentNode;
}

export async function refusesThenSaves({ calls, field, wrong, message, right, save, endpoint, body, root = document }: RefusedSave): Promise<void> {
  const sent = () => calls.filter((call) => call.name === endpoint);
  const before = calls.length;
  typeInto(control(field, root), wrong);
  button(save, root).click();
  await eventually(() => expect(pageText()).toContain(message));
  await nextFrame();
  expect(calls.slice(before).filter((call) => WRITES.has(call.name))).toEqual([]);
  typeInto(control(field, root), right);
  button(save, root).click();
  await eventually(() => expect(sent()).toHaveLength(1));
  expect(sent()[0]!.body).toEqual(body);
  expect(pageText()).not.toContain(message);
}
