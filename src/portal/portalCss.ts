/** The entry stylesheet of one element: the design system's base and the public screens' layout (lazy chunks add theirs with useStyles). */
import { layoutCss } from './app/layout.css';
import { baseCss } from './ui/baseCss';

export const portalCss = `${baseCss}\n${layoutCss}`;
