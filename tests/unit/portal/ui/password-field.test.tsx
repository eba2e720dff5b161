/** The password field and its live checklist (spec 000 §5), React and Preact. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../src/domain/messages';
import { PasswordField } from '../../../../src/portal/ui/PasswordField';
import { eventually, render } from '../../support/render';
import { control, findAll, leave, typeInto } from '../widgets/support/dom';

let view: ReturnType<typeof render> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

function Field() {
  const [value, setValue] = useState('');
  return <PasswordField label="Nouveau mot de passe" value={value} onValueChange={setValue} />;
}

const input = () => control('Nouveau mot de passe');
/** Each line of the checklist with what a screen reader hears of it. */
const checklist = () => findAll('ul[aria-label="Règles du mot de passe"] li').map((line) => line.textContent);

describe('PasswordField', () => {
  it('ticks each rule of the checklist as it is typed', async () => {
    view = render(<Field />);
    await eventually(input);
    expect(input().type).toBe('password');
    expect(checklist()).toEqual([
      '8 caractères minimum : non respectée',
      'Une majuscule : non respectée',
      'Une minuscule : non respectée',
      'Un chiffre : non respectée',
      'Un caractère spécial parmi @ _ - ! $ # : non respectée',
    ]);
    typeInto(input(), 'abcD5');
    await eventually(() => expect(checklist()).toEqual([
      '8 caractères minimum : non respectée',
      'Une majuscule : respectée',
      'Une minuscule : respectée',
      'Un chiffre : respectée',
      'Un caractère spécial parmi @ _ - ! $ # : non respectée',
    ]));
    typeInto(input(), 'abcD5678#');
    await eventually(() => expect(checklist().every((line) => line?.endsWith(': respectée'))).toBe(true));
  });

  it('says the format is not valid on blur, until the password follows every rule; 40 characters at most', async () => {
    view = render(<Field />);
    await eventually(input);
    expect(input().maxLength).toBe(40);
    typeInto(input(), 'motdepasse');
    leave(input());
    await eventually(() => expect(document.querySelector('.ap-field__error')?.textContent).toBe(MESSAGES.invalidFormat));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    typeInto(input(), 'Mot-de-passe-2026');
    await eventually(() => expect(document.querySelector('.ap-field__error')).toBeNull());
  });
});
