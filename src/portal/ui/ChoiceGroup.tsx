/**
 * A labelled group of radio buttons (a fieldset), on one line when there is room; arrow keys move between them natively.
 * Chromium keeps radio buttons removed from a shadow root in that root's radio groups, with the whole screen around
 * them (bench/soak.mjs found every screen with a choice group left in memory): the group's name is taken off the
 * buttons before they leave the page.
 */
import { useId, useLayoutEffect, useRef } from 'react';
import { useStyles } from './useStyles';
import { choiceGroupCss } from './choiceGroup.css';

export interface ChoiceGroupProps<Value extends string> {
  legend: string;
  value: Value;
  choices: ReadonlyArray<{ readonly value: Value; readonly label: string }>;
  onValueChange(value: Value): void;
}

export function ChoiceGroup<Value extends string>({ legend, value, choices, onValueChange }: ChoiceGroupProps<Value>) {
  useStyles('choice-group', choiceGroupCss);
  const name = `ap-choice-${useId()}`;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    const element = fieldset.current;
    return () => element?.querySelectorAll('input').forEach((input) => input.removeAttribute('name'));
  }, []);
  return (
    <fieldset className="ap-choices" ref={fieldset}>
      <legend className="ap-field__label">{legend}</legend>
      <div className="ap-choices__options">
        {choices.map((choice) => (
          <label key={choice.value} className="ap-choices__option">
            <input type="radio" name={name} value={choice.value} checked={choice.value === value} onChange={() => onValueChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
