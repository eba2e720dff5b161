/**
 * Writes or changes a post: type, community (the professionals' by default), status, title,
 * description and place with their 250-character counters, the day of an event.
 */
import { createPost, updatePost, type PostDetail } from '../../../api/contract/community';
import {
  COMMUNITY_TYPE_LABELS, POST_RULES, POST_STATUS_LABELS, POST_TEXT_MAX, POST_TYPE_LABELS, characterCount, postBody, postValues,
} from '../../../domain/community';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { optionsOf } from '../../kit/FormPanel';
import { useForm } from '../../kit/useForm';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { DateField } from '../../ui/DateField';

interface Props {
  post: PostDetail | null;
  onClose(): void;
  onSaved(post: PostDetail): void;
}

export function PostDialog({ post, onClose, onSaved }: Props) {
  const { client } = usePortal();
  const form = useForm(postValues(post), POST_RULES);
  const select = (name: 'type' | 'status' | 'communityType') => ({ value: form.values[name], error: form.errors[name] ?? null, onValueChange: (value: string) => form.set(name, value) });
  const submit = () =>
    void form.submit(async (values) => {
      const body = postBody(values);
      onSaved(post ? await client.call(updatePost, { params: { id: post.id }, body }) : await client.call(createPost, { body }));
    });
  return (
    <FormDialog title={post ? 'Modifier la publication' : 'Nouvelle publication'} form={form} onSubmit={submit} onClose={onClose} width={720}>
      <div className="ap-form-grid">
        <SelectField label="Type" options={optionsOf(POST_TYPE_LABELS)} {...select('type')} />
        <SelectField label="Communauté" options={optionsOf(COMMUNITY_TYPE_LABELS)} {...select('communityType')} />
        <SelectField label="Statut" options={optionsOf(POST_STATUS_LABELS)} {...select('status')} />
        <TextField label="Titre" required maxLength={POST_TEXT_MAX} className="ap-field--wide" hint={characterCount(form.values.title)} {...form.field('title')} />
        <div className="ap-field--wide">
          <CommentField label="Description" max={POST_TEXT_MAX} {...form.field('description')} />
        </div>
        <TextField label="Lieu" maxLength={POST_TEXT_MAX} className="ap-field--wide" hint={characterCount(form.values.place)} {...form.field('place')} />
        {form.values.type === 'EVENT' ? <DateField label="Date de l’événement" required {...form.field('eventDate')} /> : null}
      </div>
    </FormDialog>
  );
}
