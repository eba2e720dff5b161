/** The tabler icons that src/domain/agencyEvents.ts names, as components. */
import type { ComponentType } from 'react';
import {
  Alarm, Broadcast, CalendarPlus, Camera, ClockOff, FileCheck, FileInvoice, FileX, Lifebuoy, Message, MessageCircle, MessageDots, Pencil, Photo, Signature,
  Speakerphone, Target, UserOff, UserPlus,
} from 'tabler-icons-react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

export const AGENCY_EVENT_ICONS: Record<string, Icon> = {
  Alarm, Broadcast, CalendarPlus, Camera, ClockOff, FileCheck, FileInvoice, FileX, Lifebuoy, Message, MessageCircle, MessageDots, Pencil, Photo, Signature,
  Speakerphone, Target, UserOff, UserPlus,
};
