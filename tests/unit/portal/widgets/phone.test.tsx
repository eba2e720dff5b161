/** Phone display and field (spec 000 §5), React and Preact. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/domain/messages';
import { PhoneField, PhoneText } from '../../../../src/portal/widgets/PhoneField';
import { eventually, render } from '../../support/render';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Mobile() {
  const [value, setValue] = useState('');
  return <PhoneField label="Portable" kind="mobile" value={value} onValueChange={setValue} />;
}

const input = () => {
  const found = document.querySelector<HTMLInputElement>('input[type="tel"]');
  if (!found) throw new Error('champ absent');
  return found;
};
function typeAndLeave(text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
  input().dispatchEvent(new Event('input', { bubbles: true }));
  input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

describe('PhoneText', () => {
  it('shows ten digits in pairs and a +33 number in its national form, as a tel: link', async () => {
    view = render(<PhoneText value="+33612345678" />);
    const link = await eventually(() => {
      const found = document.querySelector('a');
      if (!found) throw new Error('lien absent');
      return found;
    });
    expect(link.textContent).toBe('06 12 34 56 78');
    expect(link.getAttribute('href')).toBe('tel:0612345678');
  });
});

describe('PhoneField', () => {
  it('refuses a landline in a mobile field with the spec message, and tidies a valid mobile', async () => {
    view = render(<Mobile />);
    await eventually(input);
    typeAndLeave('01 23 45 67 89');
    await eventually(() => expect(document.querySelector('.ap-field__error')?.textContent).toBe(MESSAGES.invalidFormat));
    typeAndLeave('0612.34.56.78');
    await eventually(() => expect(input().value).toBe('06 12 34 56 78'));
    expect(document.querySelector('.ap-field__error')).toBeNull();
  });
});
