/** The tabler icons that src/domain/messaging.ts names (message types and directions), as components. */
import type { ComponentType } from 'react';
import { Alarm, ArrowDownLeft, ArrowUpRight, ArrowsLeftRight, CalendarEvent, Clock, InfoCircle, Message } from 'tabler-icons-react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

export const MESSAGE_ICONS: Record<string, Icon> = { Alarm, ArrowDownLeft, ArrowUpRight, ArrowsLeftRight, CalendarEvent, Clock, InfoCircle, Message };
