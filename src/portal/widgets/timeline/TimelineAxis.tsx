/** The timeline's header: the corner over the labels, then one cell per column with its hour or day, and the marked hours of WEEK mode. */
import { memo } from 'react';
import type { TimelineMode } from '../../../domain/timeline';
import type { TimelineModel } from './model';

export const TimelineAxis = memo(function TimelineAxis({ model, mode }: { model: TimelineModel; mode: TimelineMode }) {
  return (
    <div className="ap-tl__head" aria-hidden="true">
      <div className="ap-tl__corner">{mode === 'DAY' ? 'Heures' : 'Jours'}</div>
      <div className="ap-tl__axis" style={{ width: model.width }}>
        {model.columns.map((column) => (
          <div key={column.left} className="ap-tl__column" style={{ left: column.left, width: model.columnWidth }}>
            <span className="ap-tl__column-label">{column.label}</span>
            {mode === 'WEEK'
              ? model.marks.map((hour) => (
                  <span key={hour} className="ap-tl__mark-label" style={{ left: hour * model.hourWidth }}>
                    {hour}h
                  </span>
                ))
              : null}
          </div>
        ))}
      </div>
    </div>
  );
});

/** The vertical lines of the grid (columns, marked hours of each day) and the shading outside the working day, under the rows. */
export const TimelineGrid = memo(function TimelineGrid({ model, height }: { model: TimelineModel; height: number }) {
  const start = model.marks[0]! * model.hourWidth;
  const end = model.marks.at(-1)! * model.hourWidth;
  return (
    <div className="ap-tl__grid" style={{ width: model.width, height }} aria-hidden="true">
      {model.columns.map((column) => (
        <div key={column.left} className="ap-tl__grid-column" style={{ left: column.left }} />
      ))}
      {model.days.map((left) => (
        <div key={left} className="ap-tl__day" style={{ left, width: model.dayWidth }}>
          <div className="ap-tl__off" style={{ left: 0, width: start }} />
          <div className="ap-tl__off" style={{ left: end, width: model.dayWidth - end }} />
          {model.marks.map((hour) => (
            <div key={hour} className="ap-tl__mark" data-hour={hour} style={{ left: hour * model.hourWidth }} />
          ))}
        </div>
      ))}
    </div>
  );
});
