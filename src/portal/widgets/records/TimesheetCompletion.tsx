/** Timesheets' completion as a coloured tag ('62 %'), '–' without slots: the planning overview's and the timesheets screens'. */
import { timesheetCompletion } from '../../../domain/planningOverview';
import { PERCENTAGE_COLOUR_TONES } from '../../../domain/scales';
import { Tag } from '../../ui/Tag';

export function TimesheetCompletion({ sheets }: { sheets: readonly { slotsCount: number; customerSlotsCount: number }[] }) {
  const completion = timesheetCompletion(sheets);
  return completion ? <Tag tone={PERCENTAGE_COLOUR_TONES[completion.colour]}>{`${completion.percent}\u00a0%`}</Tag> : <span>–</span>;
}
