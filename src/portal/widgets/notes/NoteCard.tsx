/** One note as a sticky note: its colour, what it is about, its sanitised content, its reminder and alarm date, and actions. */
import type { ReactNode } from 'react';
import { AlarmOff, Archive, ArrowBackUp, ArrowUpRight, Bell, Check, Pencil, Pin, PinnedOff, Trash } from 'tabler-icons-react';
import type { Note } from '../../../api/contract/notes';
import { formatDateTime } from '../../../domain/format/date';
import { noteExcerpt, REMINDER_STATUS_LABELS } from '../../../domain/notes';
import { Link } from '../../app/Link';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { Tag } from '../../ui/Tag';
import { ResourceLabel } from '../explorer/ResourceLabel';
import type { NoteActions } from './useNoteActions';

const REMINDER_TONE = { SCHEDULED: 'info', RESTARTED: 'primary', OUTDATED: 'danger' } as const;

export const aboutLabel = (note: Note): string =>
  note.family ? note.family.name : note.pro ? `${note.pro.firstName} ${note.pro.lastName}` : '';

/** What the note is about, as a resource label (a professional is explored as an employee: same id). */
function aboutOf(note: Note): ReactNode {
  if (note.family) return <ResourceLabel kind="family" id={note.family.id} label={note.family.name} />;
  if (note.pro) return <ResourceLabel kind="employee" id={note.pro.id} label={aboutLabel(note)} />;
  return null;
}

export interface NoteCardProps {
  note: Note;
  actions: NoteActions;
  onEdit(note: Note): void;
  /** The notebook's selection box. */
  select?: ReactNode;
  /** Hide what the page already says (the family of its own page). */
  showAbout?: boolean;
  /** Where « Ouvrir la note » goes (a pinned note on a summary opens in the notes tab). */
  openPath?: string;
}

export function NoteCard({ note, actions, onEdit, select, showAbout = true, openPath }: NoteCardProps) {
  const name = noteExcerpt(note.content, 40);
  const icon = { size: 16, 'aria-hidden': true } as const;
  const pinned = note.bookmarkStatuses.length > 0;
  return (
    <article className={`ap-note${note.archived ? ' ap-note--archived' : ''}`} style={{ background: note.color }} aria-label={`Note : ${name}`}>
      {select ? <span className="ap-note__select">{select}</span> : null}
      <div className="ap-note__meta">
        {showAbout ? <span className="ap-note__about">{aboutOf(note)}</span> : null}
        {pinned ? <Tag tone="neutral">Épinglée</Tag> : null}
        {note.archived ? <Tag tone="neutral">Archivée</Tag> : null}
      </div>
      <SafeHtml className="ap-note__content" html={note.content} />
      {note.reminderStatus ? (
        <div className="ap-note__meta">
          <Tag tone={REMINDER_TONE[note.reminderStatus]}>
            {note.reminderStatus === 'OUTDATED' ? <Bell size={14} aria-hidden="true" /> : null} {REMINDER_STATUS_LABELS[note.reminderStatus]}
          </Tag>
          <span>Alarme le {formatDateTime(note.reminderDate)}</span>
        </div>
      ) : null}
      <div className="ap-note__foot">
        <span className="ap-note__meta">{note.createdBy.fullName}, {formatDateTime(note.updatedAt)}</span>
        <span className="ap-row-actions">
          {openPath ? (
            <Link to={openPath} className="ap-button ap-button--ghost ap-button--icon" aria-label={`Ouvrir la note ${name}`} title="Ouvrir la note">
              <ArrowUpRight {...icon} />
            </Link>
          ) : null}
          {note.reminderStatus === 'OUTDATED' ? (
            <Button variant="ghost" icon={<Check {...icon} />} aria-label={`Acquitter le rappel de la note ${name}`} title="Acquitter le rappel" onClick={() => void actions.acknowledge(note)} />
          ) : note.reminderStatus ? (
            <Button variant="ghost" icon={<AlarmOff {...icon} />} aria-label={`Annuler le rappel de la note ${name}`} title="Annuler le rappel" onClick={() => void actions.cancelReminder(note)} />
          ) : null}
          <Button
            variant="ghost"
            icon={pinned ? <PinnedOff {...icon} /> : <Pin {...icon} />}
            aria-label={`${pinned ? 'Désépingler' : 'Épingler'} la note ${name}`}
            title={pinned ? 'Désépingler' : 'Épingler'}
            onClick={() => void actions.pin([note.id], !pinned)}
          />
          <Button variant="ghost" icon={<Pencil {...icon} />} aria-label={`Modifier la note ${name}`} title="Modifier" onClick={() => onEdit(note)} />
          <Button
            variant="ghost"
            icon={note.archived ? <ArrowBackUp {...icon} /> : <Archive {...icon} />}
            aria-label={`${note.archived ? 'Désarchiver' : 'Archiver'} la note ${name}`}
            title={note.archived ? 'Désarchiver' : 'Archiver'}
            onClick={() => void actions.archive(note, !note.archived)}
          />
          <Button variant="ghost" icon={<Trash {...icon} />} aria-label={`Supprimer la note ${name}`} title="Supprimer" onClick={() => actions.askDelete(note)} />
        </span>
      </div>
    </article>
  );
}
