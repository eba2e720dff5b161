/** The entry stylesheet of one element: the design system and the public screens' layout (lazy chunks add theirs with useStyles). */
import { layoutCss } from './app/layout.css';
import { uiCss } from './ui/styles';

export const portalCss = `${uiCss}\n${layoutCss}`;
