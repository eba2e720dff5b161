/** A ticket's priority and status as tags, and the priority slider, which shows its value's tag. */
import { priorityLabel, priorityText, priorityTone } from '../../../domain/scales';
import { TICKET_STATUS_LABELS, type TicketStatus } from '../../../domain/support/rules';
import { Tag, type TagTone } from '../../ui/Tag';

export function PriorityTag({ priority }: { priority: number }) {
  return (
    <span title={priorityLabel(priority)}>
      <Tag tone={priorityTone(priority)}>{priorityText(priority)}</Tag>
    </span>
  );
}

const STATUS_TONES: Record<TicketStatus, TagTone> = {
  NEW: 'info', IN_PROCESS: 'primary', PLANNED: 'warning', FIXED: 'success', RESOLVED: 'success', ABANDONED: 'neutral', ARCHIVED: 'neutral',
};
export const StatusTag = ({ status }: { status: TicketStatus }) => <Tag tone={STATUS_TONES[status]}>{TICKET_STATUS_LABELS[status]}</Tag>;

/** A priority slider, 1 to 10 by 1, with its label; read-only on a ticket's page. */
export function PrioritySlider({ label, value, onChange }: { label: string; value: number; onChange?: (value: number) => void }) {
  return (
    <label className="ap-field">
      <span className="ap-field__label">{label}</span>
      <span className="ap-priority">
        <input type="range" min={1} max={10} step={1} value={value} disabled={!onChange} aria-valuetext={`${priorityText(value)}, ${priorityLabel(value)}`}
          onChange={(event) => onChange?.(Number((event.target as HTMLInputElement).value))} />
        <PriorityTag priority={value} />
        <span>{priorityLabel(value)}</span>
      </span>
    </label>
  );
}
