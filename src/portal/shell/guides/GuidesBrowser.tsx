/**
 * The user guides as a reader finds them (spec 000 §2.5, §7): Portail / Application, a title
 * search, an accordion of guides whose HTML content (sanitised, with its screenshots) loads
 * when one is opened, and 'Voir plus' for the next ones. Load failures are silent (000 §8).
 * The shell's user-guides dialog and the /tutorials page both show it.
 */
import { useState } from 'react';
import { getUserGuide, searchUserGuides, type UserGuide, type UserGuideSummary } from '../../../api/contract/userGuides';
import { formatDate } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { DEBOUNCE_MS } from '../../../domain/timings';
import { usePortal } from '../../context';
import { useDebounced } from '../../ui/useDebounced';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { SafeHtml } from '../../ui/SafeHtml';
import { Loading } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { ScopeToggle, type Scope } from '../versions/ScopeToggle';
import { versionsCss } from '../versions/versions.css';
import { guidesCss } from './guides.css';

const PAGE_SIZE = 10;

/** `openFirst`: the first guide of the list opens by itself (a page, where the reader came to read). */
export function GuidesBrowser({ openFirst = false }: { openFirst?: boolean }) {
  useStyles('versions', versionsCss);
  useStyles('guides', guidesCss);
  const [scope, setScope] = useState<Scope>('PORTAL');
  const [text, setText] = useState('');
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const titlePattern = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data, loading } = useCall(searchUserGuides, { body: { scope, visible: true, pageNumber: 0, pageSize, ...(titlePattern ? { titlePattern } : {}) } });

  return (
    <>
      <div className="ap-versions__bar">
        <ScopeToggle
          value={scope}
          onChange={(next) => {
            setScope(next);
            setPageSize(PAGE_SIZE);
          }}
        />
        <TextField className="ap-guides__search" label="Rechercher un guide" type="search" value={text} onValueChange={setText} />
      </div>
      {loading && !data ? <Loading /> : null}
      {data && data.content.length === 0 ? <p className="ap-muted">{MESSAGES.noResult}</p> : null}
      <div className="ap-guides">
        {data?.content.map((guide, i) => <GuideEntry key={guide.id} guide={guide} initiallyOpen={openFirst && i === 0} />)}
      </div>
      {data && !data.last ? (
        <Button block onClick={() => setPageSize(pageSize + PAGE_SIZE)}>
          Voir plus
        </Button>
      ) : null}
    </>
  );
}

/** One guide of the accordion: its content is fetched the first time it opens. */
function GuideEntry({ guide, initiallyOpen }: { guide: UserGuideSummary; initiallyOpen: boolean }) {
  const { client } = usePortal();
  const [open, setOpen] = useState(initiallyOpen);
  const [full, setFull] = useState<UserGuide | null>(null);
  const fetched = useCall(getUserGuide, initiallyOpen ? { params: { id: guide.id } } : null);
  const content = full ?? fetched.data;
  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && !content) client.call(getUserGuide, { params: { id: guide.id } }).then(setFull, () => undefined);
  };
  return (
    <section className="ap-guide">
      <h3>
        <button type="button" className="ap-guide__toggle" aria-expanded={open} onClick={toggle}>
          <span className="ap-guide__title">{guide.title}</span>
          <span className="ap-muted">{guide.description}</span>
          <span className="ap-muted ap-guide__date">Mis à jour le {formatDate(guide.modificationDate)}</span>
        </button>
      </h3>
      {open ? <div className="ap-guide__body">{content ? <SafeHtml html={content.content} /> : <Loading />}</div> : null}
    </section>
  );
}
