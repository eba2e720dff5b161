/** The whole stylesheet of the portal, adopted into each element's shadow root. */
import { alertCss } from './alert.css';
import { buttonCss } from './button.css';
import { dropdownCss } from './dropdown.css';
import { emptyStateCss } from './emptyState.css';
import { spinnerCss } from './spinner.css';
import { tableCss } from './table.css';
import { tagCss } from './tag.css';
import { textFieldCss } from './textField.css';
import { tokensCss } from './tokens.css';

export const uiCss = [tokensCss, buttonCss, textFieldCss, tagCss, spinnerCss, emptyStateCss, tableCss, alertCss, dropdownCss].join('\n');
