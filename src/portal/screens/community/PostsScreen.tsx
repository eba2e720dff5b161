/**
 * /community/posts (spec 000 §2.1, 001 §3): the agency's posts for the professionals' and the
 * parents' apps, filtered by type, status, community and text; « Nouvelle publication » writes
 * one (then opens it). Only where the agency's community options are on (optionGates.ts).
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { COMMUNITY_TYPE_LABELS, POST_STATUS_LABELS, POST_TYPE_LABELS } from '../../../domain/community';
import { chosenFilter } from '../../../domain/list/listState';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { optionsOf } from '../../kit/FormPanel';
import { chooseFilter } from '../../kit/useListController';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { PostDialog } from './PostDialog';
import { PostsTable } from './PostsTable';

export function PostsScreen({ title }: ScreenProps) {
  const { router } = usePortal();
  const [writing, setWriting] = useState(false);
  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setWriting(true)}>
          Nouvelle publication
        </Button>
      </div>
      <p className="ap-muted ap-page-intro">Les actualités, événements et astuces que l’agence publie dans l’application des intervenants ou des parents ; un brouillon n’y paraît pas encore.</p>
      <PostsTable filter={{}} caption="Publications" filters={(list) => (
        <div className="ap-filters" role="search" aria-label="Filtres des publications">
          <TextField label="Rechercher" type="search" value={list.text} onValueChange={list.setText} />
          <SelectField label="Type" value={chosenFilter(list.state, 'type')} options={optionsOf(POST_TYPE_LABELS, 'Tous les types')} onValueChange={chooseFilter(list, 'type')} />
          <SelectField label="Statut" value={chosenFilter(list.state, 'status')} options={optionsOf(POST_STATUS_LABELS, 'Tous les statuts')} onValueChange={chooseFilter(list, 'status')} />
          <SelectField label="Communauté" value={chosenFilter(list.state, 'communityType')} options={optionsOf(COMMUNITY_TYPE_LABELS, 'Toutes')} onValueChange={chooseFilter(list, 'communityType')} />
        </div>
      )} />
      {writing ? <PostDialog post={null} onClose={() => setWriting(false)} onSaved={(post) => router.navigate(`/community/posts/${post.id}`)} /> : null}
    </>
  );
}
