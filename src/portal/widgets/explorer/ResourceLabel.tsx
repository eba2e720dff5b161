/**
 * The resource label (spec 001 §2): the name of a customer, a family or an employee in a list,
 * a link to its record; after 500 ms of hover, or on keyboard focus, a popover offers « Aperçu »
 * (the resource explorer in a modal titled Aperçu), « Ouvrir », « Ouvrir dans un nouvel onglet »
 * (hash routing only) and « Utiliser comme filtre » where the list gives `onFilter`. Which options
 * show is `labelOptions` of `src/domain/explorer.ts`.
 *
 * The label weighs little on the list that shows it: the explorer's code loads on the first
 * « Aperçu » (`lazyComponent`). The popover sits in the top layer, so that a table never clips it.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ArrowRight, ExternalLink, Eye, Filter } from 'tabler-icons-react';
import {
  LABEL_CLOSE_DELAY_MS, LABEL_OPTION_TEXTS, labelOptions, newTabUrl, resourcePath, type ResourceKind,
} from '../../../domain/explorer';
import { LABEL_HOVER_DELAY_MS } from '../../../domain/timings';
import { lazyComponent } from '../../app/lazyComponent';
import { Link } from '../../app/Link';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { useTopLayer } from '../../ui/useTopLayer';
import { Modal } from '../../ui/Modal';
import { resourceLabelCss } from './resourceLabel.css';

/** The explorer, loaded on the first preview (module-level like the code it loads: no instance state). */
const ResourceExplorer = lazyComponent(() => import('./ResourceExplorer'), (module) => module.ResourceExplorer);

export interface ResourceLabelProps {
  kind: ResourceKind;
  id: number;
  label: string;
  /** The list's « use as filter » for this resource; absent, the option is not offered. */
  onFilter?: () => void;
}

const icon = { size: 16, 'aria-hidden': true } as const;

/** Keyboard focus only: a click's focus does not open the popover (the hover does). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function ResourceLabel({ kind, id, label, onFilter }: ResourceLabelProps) {
  useStyles('resource-label', resourceLabelCss);
  const { router, clock } = usePortal();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState(false);
  const timer = useRef<ReturnType<typeof clock.setTimeout> | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  useTopLayer(popover, wrapper, open);

  const cancel = () => {
    if (timer.current !== null) clock.clearTimeout(timer.current);
    timer.current = null;
  };
  const setLater = (next: boolean, delay: number) => {
    cancel();
    timer.current = clock.setTimeout(() => {
      timer.current = null;
      setOpen(next);
    }, delay);
  };
  useEffect(() => cancel, []);
  useEffect(() => {
    if (!open) popover.current?.hidePopover?.();
  }, [open]);

  const path = resourcePath({ kind, id });
  const close = (focus: boolean) => {
    cancel();
    setOpen(false);
    if (focus) wrapper.current?.querySelector<HTMLElement>('.ap-rlabel__name')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapper.current?.contains(next)) close(false);
  };
  const href = router.href(path);
  const pageUrl = wrapper.current?.ownerDocument.defaultView?.location.href ?? '';

  return (
    <span
      ref={wrapper}
      className="ap-rlabel"
      onMouseEnter={() => (open ? cancel() : setLater(true, LABEL_HOVER_DELAY_MS))}
      onMouseLeave={() => (open ? setLater(false, LABEL_CLOSE_DELAY_MS) : cancel())}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Link
        to={path}
        className="ap-rlabel__name"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onFocus={(event) => focusVisible(event.currentTarget) && (cancel(), setOpen(true))}
      >
        {label}
      </Link>
      {open ? (
        <div ref={popover} id={popoverId} className="ap-rlabel__popover" popover="manual" role="group" aria-label={`Options de ${label}`}>
          <div className="ap-rlabel__title" aria-hidden="true">{label}</div>
          {labelOptions(router.mode, !!onFilter).map((option) =>
            option === 'preview' ? (
              <button key={option} type="button" className="ap-rlabel__item" onClick={() => (close(false), setPreview(true))}>
                <Eye {...icon} />{LABEL_OPTION_TEXTS.preview}
              </button>
            ) : option === 'open' ? (
              <Link key={option} to={path} className="ap-rlabel__item" onClick={() => close(false)}>
                <ArrowRight {...icon} />{LABEL_OPTION_TEXTS.open}
              </Link>
            ) : option === 'newTab' ? (
              <a key={option} href={newTabUrl(pageUrl, href)} target="_blank" rel="noopener noreferrer" className="ap-rlabel__item" onClick={() => close(false)}>
                <ExternalLink {...icon} />{LABEL_OPTION_TEXTS.newTab}
              </a>
            ) : (
              <button key={option} type="button" className="ap-rlabel__item" onClick={() => (close(true), onFilter?.())}>
                <Filter {...icon} />{LABEL_OPTION_TEXTS.filter}
              </button>
            ),
          )}
        </div>
      ) : null}
      {preview ? (
        <Modal title="Aperçu" onClose={() => setPreview(false)} width={920}>
          <ResourceExplorer target={{ kind, id }} onLeave={() => setPreview(false)} />
        </Modal>
      ) : null}
    </span>
  );
}
