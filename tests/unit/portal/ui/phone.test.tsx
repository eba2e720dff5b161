/** Phone display and field (spec 000 §5), React and Preact. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/domain/messages';
import type { PhoneKind } from '../../../../src/domain/phone';
import { PhoneField, PhoneText } from '../../../../src/portal/ui/PhoneField';
import { eventually, render } from '../../support/render';
import { control, find, leave, typeInto } from '../widgets/support/dom';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Phone({ kind }: { kind: PhoneKind }) {
  const [value, setValue] = useState('');
  return <PhoneField label="Téléphone" kind={kind} value={value} onValueChange={setValue} />;
}

const input = () => control('Téléphone');
const error = () => document.querySelector('.ap-field__error')?.textContent ?? null;
function typeAndLeave(text: string) {
  typeInto(input(), text);
  leave(input());
}

describe('PhoneText', () => {
  it('shows ten digits in pairs and a +33 number in its national form, as a tel: link', async () => {
    view = render(<PhoneText value="+33612345678" />);
    const link = await eventually(() => find('a'));
    expect(link.textContent).toBe('06 12 34 56 78');
    expect(link.getAttribute('href')).toBe('tel:0612345678');
  });

  it('shows a number that is not French as typed, without a link, and a dash for none', async () => {
    view = render(<PhoneText value="+41 22 345 67 89" />);
    await eventually(() => expect(document.body.textContent).toContain('+41 22 345 67 89'));
    expect(document.querySelector('a')).toBeNull();
    view.rerender(<PhoneText value={null} />);
    await eventually(() => expect(document.body.textContent).toBe('—'));
  });
});

describe('PhoneField', () => {
  it('refuses a landline in a mobile field with the spec message, and tidies a valid mobile', async () => {
    view = render(<Phone kind="mobile" />);
    await eventually(input);
    typeAndLeave('01 23 45 67 89');
    await eventually(() => expect(error()).toBe(MESSAGES.invalidFormat));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    typeAndLeave('0612.34.56.78');
    await eventually(() => expect(input().value).toBe('06 12 34 56 78'));
    expect(error()).toBeNull();
  });

  it('takes a landline from 01 to 09, in its national form, and refuses a number starting with 00', async () => {
    view = render(<Phone kind="landline" />);
    await eventually(input);
    typeAndLeave('+33 4 78 12 34 56');
    await eventually(() => expect(input().value).toBe('04 78 12 34 56'));
    expect(error()).toBeNull();
    typeAndLeave('0012345678');
    await eventually(() => expect(error()).toBe(MESSAGES.invalidFormat));
  });
});
