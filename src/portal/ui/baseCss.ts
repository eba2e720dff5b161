/**
 * The design system's part of the entry stylesheet (portalCss.ts): the tokens and the primitives the entry chunk renders
 * (the login screen's fields, buttons and alerts, the spinner while a chunk loads); the others adopt theirs when they
 * first render (useStyles.ts).
 */
import { alertCss } from './alert.css';
import { buttonCss } from './button.css';
import { spinnerCss } from './spinner.css';
import { textFieldCss } from './textField.css';
import { tokensCss } from './tokens.css';

export const baseCss = [tokensCss, buttonCss, textFieldCss, spinnerCss, alertCss].join('\n');
