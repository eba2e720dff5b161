/**
 * The resource explorer (spec 001 §2), loaded on a label's first « Aperçu »: explore mode (the
 * resource's view selector and its view) and search mode (a family selector for customers, a
 * professional selector for employees). Back: sub-view → main view → search → the resource
 * explored (`explorerBack`). Load failures are swallowed, the loading indicator cleared.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type ReactNode } from 'react';
import { ArrowLeft } from 'tabler-icons-react';
import {
  EXPLORER_SEARCH_TITLES, EXPLORER_VIEW_LABELS, chooseView, exploreState, explorerBack, explorerViews, searchPicked,
  type ExplorerKind, type ExplorerState, type ExplorerTarget, type ExplorerView, type GateCheck,
} from '../../../domain/explorer';
import { canSeeInternalIds } from '../../../domain/permissions';
import { usePortal } from '../../context';
import { useMayUse } from '../../kit/useMayUse';
import { useStyles } from '../../ui/useStyles';
import { Button } from '../../ui/Button';
import { FamilySelector, ProfessionalSelector } from '../Selectors';
import { CustomerExplorer } from './CustomerViews';
import { EmployeeExplorer } from './EmployeeViews';
import { explorerCss } from './explorer.css';

export interface ResourceExplorerProps {
  /** The resource explored first (its main view). */
  target: ExplorerTarget;
  /** Called when a link of the explorer leaves it for a screen. */
  onLeave(): void;
}

/** What a kind's explorer receives: the view, the view selector, and the frame's head. */
export interface ExplorerViewProps {
  target: ExplorerTarget;
  view: ExplorerView;
  admin: boolean;
  onLeave(): void;
  /** The head: the resource's name and the view selector. */
  head(title: ReactNode): ReactNode;
}

function ViewSelector({ kind, view, open, onView }: { kind: ExplorerKind; view: ExplorerView; open: GateCheck; onView(view: ExplorerView): void }) {
  return (
    <div className="ap-explorer__views" role="group" aria-label="Vues">
      {explorerViews(kind, open).map((each) => (
        <button key={each} type="button" className="ap-explorer__view" aria-pressed={each === view} onClick={() => onView(each)}>
          {EXPLORER_VIEW_LABELS[each]}
        </button>
      ))}
    </div>
  );
}

export function ResourceExplorer({ target, onLeave }: ResourceExplorerProps) {
  useSignals();
  useStyles('explorer', explorerCss);
  const { session } = usePortal();
  const admin = canSeeInternalIds(session.user.value?.role);
  const may = useMayUse();
  // The views whose calls the agency's options or the adviser's rights close are not offered (billing's wallet and bills).
  const open: GateCheck = (gate) => may({ gate });
  const [chosen, setState] = useState<ExplorerState>(() => exploreState(target));
  // A view the options close while it is shown (the counters' refresh) falls back to the main view.
  const state = chosen.mode === 'explore' && !explorerViews(chosen.kind, open).includes(chosen.view) ? { ...chosen, view: 'main' as const } : chosen;
  const back = explorerBack(state);
  const backButton = back ? (
    <Button variant="ghost" icon={<ArrowLeft size={16} aria-hidden="true" />} onClick={() => setState(back)}>
      Retour
    </Button>
  ) : null;

  if (state.mode === 'search') {
    const Selector = state.kind === 'customer' ? FamilySelector : ProfessionalSelector;
    return (
      <div className="ap-explorer">
        <div className="ap-explorer__head">
          {backButton}
          <h3 className="ap-explorer__title">{EXPLORER_SEARCH_TITLES[state.kind]}</h3>
        </div>
        <div className="ap-explorer__search">
          <Selector value={null} onValueChange={(choice) => choice && setState(searchPicked(state, choice.id))} />
        </div>
      </div>
    );
  }

  const head = (title: ReactNode) => (
    <>
      <div className="ap-explorer__head">
        {backButton}
        <h3 className="ap-explorer__title">{title}</h3>
      </div>
      <ViewSelector kind={state.kind} view={state.view} open={open} onView={(view) => setState(chooseView(state, view, open))} />
    </>
  );
  const props: ExplorerViewProps = { target: state.target, view: state.view, admin, onLeave, head };
  return <div className="ap-explorer">{state.kind === 'customer' ? <CustomerExplorer {...props} /> : <EmployeeExplorer {...props} />}</div>;
}
