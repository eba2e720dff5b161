/**
 * /community/posts (spec 000 §2.1, 001 §3): the agency's posts for the professionals' and the
 * parents' apps, filtered by type, status, community and text; « Nouvelle publication » writes
 * one (then opens it). Only where the agency's community options are on (optionGates.ts).
 */
import { useState } from 'react';
import { Plus } from 'tabler-icons-react';
import { COMMUNITY_TYPE_LABELS, POST_STATUS_LABELS, POST_TYPE_LABELS, type CommunityType, type PostStatus, type PostType } from '../../../domain/community';
import { DEBOUNCE_MS } from '../../../domain/timings';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { optionsOf } from '../../kit/FormPanel';
import { useDebounced } from '../../hooks/useDebounced';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { PostDialog } from './PostDialog';
import { PostsTable } from './PostsTable';

export function PostsScreen({ title }: ScreenProps) {
  const { router } = usePortal();
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [communityType, setCommunityType] = useState('');
  const [text, setText] = useState('');
  const [writing, setWriting] = useState(false);
  const pattern = useDebounced(text.trim(), DEBOUNCE_MS);
  const filter = {
    ...(type ? { type: type as PostType } : {}),
    ...(status ? { status: status as PostStatus } : {}),
    ...(communityType ? { communityType: communityType as CommunityType } : {}),
    ...(pattern ? { text: pattern } : {}),
  };
  return (
    <>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{title}</h1>
        <Button variant="primary" icon={<Plus size={16} aria-hidden="true" />} onClick={() => setWriting(true)}>
          Nouvelle publication
        </Button>
      </div>
      <p className="ap-muted ap-page-intro">Les actualités, événements et astuces que l’agence publie dans l’application des intervenants ou des parents ; un brouillon n’y paraît pas encore.</p>
      <div className="ap-filters" role="search" aria-label="Filtres des publications">
        <TextField label="Rechercher" type="search" value={text} onValueChange={setText} />
        <SelectField label="Type" value={type} options={optionsOf(POST_TYPE_LABELS, 'Tous les types')} onValueChange={setType} />
        <SelectField label="Statut" value={status} options={optionsOf(POST_STATUS_LABELS, 'Tous les statuts')} onValueChange={setStatus} />
        <SelectField label="Communauté" value={communityType} options={optionsOf(COMMUNITY_TYPE_LABELS, 'Toutes')} onValueChange={setCommunityType} />
      </div>
      <PostsTable filter={filter} caption="Publications" />
      {writing ? <PostDialog post={null} onClose={() => setWriting(false)} onSaved={(post) => router.navigate(`/community/posts/${post.id}`)} /> : null}
    </>
  );
}
