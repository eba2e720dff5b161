/** The whole stylesheet of the portal, adopted into each element's shadow root. */
import { alertCss } from './alert.css';
import { buttonCss } from './button.css';
import { spinnerCss } from './spinner.css';
import { textFieldCss } from './textField.css';
import { tokensCss } from './tokens.css';

export const uiCss = [tokensCss, buttonCss, textFieldCss, spinnerCss, alertCss].join('\n');
