/** User statuses (spec 000 §3): their tag colour and their label. */
import { USER_STATUS_LABELS } from './labels';
import type { Tone } from './tone';

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'SUSPENDED', 'CREATED', 'PRE_REGISTERED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const STATUS_TONES: Partial<Record<string, Tone>> = {
  ACTIVE: 'success',
  CREATED: 'info',
  PRE_REGISTERED: 'primary',
  INACTIVE: 'warning',
  SUSPENDED: 'warning',
};

/** ACTIVE success; CREATED info; PRE_REGISTERED primary; INACTIVE and SUSPENDED warning; any other info. */
export function userStatusTone(status: string | null | undefined): Tone {
  return (status && STATUS_TONES[status]) || 'info';
}

/** The French label; an unknown status shows as its code rather than nothing. */
export function userStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return (USER_STATUS_LABELS as Partial<Record<string, string>>)[status] ?? status;
}
