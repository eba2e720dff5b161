/** The legend of spec 000 §2.7: each kind of event with its colour, and the duration tile whose star means events overlap the neighbouring day or week. */
import { DURATION_STAR_NOTE, TIMELINE_LEGEND } from '../../../domain/timeline';

export function TimelineLegend() {
  return (
    <div className="ap-tl__legend">
      <h3 className="ap-visually-hidden">Légende</h3>
      <ul aria-label="Légende">
        {TIMELINE_LEGEND.map((entry) => (
          <li key={entry.id}>
            <span className={`ap-tl__legend-swatch ap-tl-kind--${entry.id}`} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
        <li>
          <span className="ap-tl__duration" aria-hidden="true">
            7h30*
          </span>
          {DURATION_STAR_NOTE}
        </li>
      </ul>
    </div>
  );
}
