/** The stylesheet of one element: the design system plus the shell's layout. */
import { layoutCss } from './app/layout.css';
import { shellCss } from './shell/shell.css';
import { uiCss } from './ui/styles';

export const portalCss = `${uiCss}\n${layoutCss}\n${shellCss}`;
