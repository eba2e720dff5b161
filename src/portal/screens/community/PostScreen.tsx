/**
 * /community/posts/{postId}: one post — its type, status, community, author, dates, place and
 * text; « Modifier », « Publier » (a draft), « Supprimer » (confirmed); its pictures (images of
 * 3 MB at most, refused before sending with the spec's message; each shown by one-use token);
 * its comments, oldest first, with the agency's own comment (500 characters) and deletion.
 */
import { useEffect, useState } from 'react';
import { ArrowLeft, Edit, Send, Trash } from 'tabler-icons-react';
import {
  addPostComment, addPostPicture, deletePost, deletePostComment, deletePostPicture, downloadPostPicture, getPost, updatePost, type PostComment, type PostDetail, type PostPicture,
} from '../../../api/contract/community';
import type { UploadedFile } from '../../../api/endpoint';
import {
  COMMENT_MAX, COMMENT_RULES, COMMUNITY_MESSAGES, POST_PICTURES_MAX, POST_STATUS_LABELS, POST_TYPE_LABELS, postBody, postValues,
} from '../../../domain/community';
import { formatDate, formatDateTime } from '../../../domain/format/date';
import { MESSAGES } from '../../../domain/messages';
import { pictureError } from '../../../domain/users';
import { acceptAttribute } from '../../../domain/files/fileTypes';
import { Link } from '../../app/Link';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { useStyles } from '../../ui/useStyles';
import { Fact } from '../../kit/Fact';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Loading } from '../../ui/Spinner';
import { Tag } from '../../ui/Tag';
import { CommentField } from '../../ui/CommentField';
import { useFileUpload } from '../../widgets/usePdfUpload';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { communityCss } from './community.css';
import { PostDialog } from './PostDialog';
import { communityOf } from './PostsTable';

type Notice = { tone: 'success' | 'danger'; text: string };

export function PostScreen({ params }: ScreenProps) {
  useStyles('community', communityCss);
  const { client, router } = usePortal();
  const id = Number(params.postId);
  const loaded = useCall(getPost, { params: { id } });
  const [changed, setChanged] = useState<PostDetail | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const post = changed?.id === id ? changed : loaded.data?.id === id ? loaded.data : null;
  const saved = (next: PostDetail, text: string = MESSAGES.saved) => {
    setChanged(next);
    setNotice({ tone: 'success', text });
  };
  const failed = (error: unknown) => setNotice({ tone: 'danger', text: error instanceof Error ? error.message : MESSAGES.genericError });

  const publish = useAction(async () => {
    if (post) saved(await client.call(updatePost, { params: { id }, body: { ...postBody(postValues(post)), status: 'PUBLISHED' } }), COMMUNITY_MESSAGES.published);
  });
  const removal = useDeleteConfirmation(COMMUNITY_MESSAGES.deleteConfirm, async () => {
    await client.call(deletePost, { params: { id } });
    router.navigate('/community/posts');
  });
  const upload = useFileUpload('Choisir une photo', async (_: null, picture: UploadedFile) => {
    const refused = pictureError({ mimeType: picture.mimeType, size: picture.bytes.length });
    if (refused) return setNotice({ tone: 'danger', text: refused });
    await client.call(addPostPicture, { params: { id }, body: { picture } }).then((next) => saved(next), failed);
  }, acceptAttribute(addPostPicture.uploads.picture));
  const pictureRemoval = useDeleteConfirmation(COMMUNITY_MESSAGES.pictureDeleteConfirm, (picture: PostPicture) =>
    client.call(deletePostPicture, { params: { id, pictureId: picture.id } }).then((next) => saved(next, MESSAGES.deleted), failed));
  const commentRemoval = useDeleteConfirmation(COMMUNITY_MESSAGES.commentDeleteConfirm, (comment: PostComment) =>
    client.call(deletePostComment, { params: { id, commentId: comment.id } }).then((next) => saved(next, MESSAGES.deleted), failed));

  if (!post) return loaded.loading ? <Loading /> : <Alert tone="danger">{MESSAGES.noResult}</Alert>;
  return (
    <div className="ap-post">
      <p><Link to="/community/posts"><ArrowLeft size={14} aria-hidden="true" /> Toutes les publications</Link></p>
      <div className="ap-page-head ap-page-head--actions">
        <h1>{post.title}</h1>
        <div className="ap-post__actions">
          {post.status === 'DRAFT' ? (
            <Button variant="primary" icon={<Send size={16} aria-hidden="true" />} loading={publish.pending} onClick={() => void publish.run()}>Publier</Button>
          ) : null}
          <Button icon={<Edit size={16} aria-hidden="true" />} onClick={() => setEditing(true)}>Modifier</Button>
          <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} onClick={() => removal.ask(null)}>Supprimer</Button>
        </div>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {publish.error ? <Alert tone="danger">{publish.error}</Alert> : null}
      <section className="ap-panel" aria-label="Publication">
        <div className="ap-post__tags">
          <Tag tone="info">{POST_TYPE_LABELS[post.type]}</Tag>
          <Tag tone={post.status === 'PUBLISHED' ? 'success' : 'neutral'}>{POST_STATUS_LABELS[post.status]}</Tag>
          <Tag>{communityOf(post)}</Tag>
        </div>
        <dl className="ap-facts">
          <Fact label="Auteur" value={post.author.kind === 'PRO' ? <Link to={`/professionals/${post.author.id}/posts`}>{post.author.label}</Link> : post.author.label} />
          <Fact label="Créée le" value={formatDateTime(post.createdAt)} />
          <Fact label="Publiée le" value={post.publishedAt ? formatDateTime(post.publishedAt) : 'Non publiée'} />
          {post.type === 'EVENT' ? <Fact label="Date de l’événement" value={post.eventDate ? formatDate(post.eventDate) : null} /> : null}
          <Fact label="Lieu" value={post.place} />
        </dl>
        <p className="ap-post__text">{post.description}</p>
      </section>
      <section className="ap-panel" aria-labelledby="ap-post-pictures">
        <h2 className="ap-panel__title" id="ap-post-pictures">Photos ({post.pictures.length} / {POST_PICTURES_MAX})</h2>
        {post.pictures.length ? (
          <ul className="ap-post__pictures">
            {post.pictures.map((picture) => (
              <li key={picture.id} className="ap-post__picture">
                <PictureImage postId={post.id} picture={picture} />
                <div className="ap-post__picture-bar">
                  <span className="ap-muted">{picture.fileName}</span>
                  <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer la photo ${picture.fileName}`} title="Supprimer" onClick={() => pictureRemoval.ask(picture)} />
                </div>
              </li>
            ))}
          </ul>
        ) : <p className="ap-muted">Aucune photo</p>}
        {post.pictures.length < POST_PICTURES_MAX ? <Button onClick={() => upload.choose(null)}>Ajouter une photo</Button> : null}
        <p className="ap-muted">Images JPEG, PNG, GIF ou WebP de 3 Mo au plus.</p>
        {upload.input}
      </section>
      <Comments post={post} onChange={(next) => saved(next, COMMUNITY_MESSAGES.commentAdded)} onDelete={(comment) => commentRemoval.ask(comment)} />
      {removal.dialog}
      {pictureRemoval.dialog}
      {commentRemoval.dialog}
      {editing ? <PostDialog post={post} onClose={() => setEditing(false)} onSaved={(next) => { setEditing(false); saved(next); }} /> : null}
    </div>
  );
}

/** A picture of the post, by one-use token (an `<img>` sends no bearer). */
function PictureImage({ postId, picture }: { postId: number; picture: PostPicture }) {
  const { client } = usePortal();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    client.downloadUrl(downloadPostPicture, { params: { id: postId, pictureId: picture.id } }).then((url) => current && setSrc(url), () => undefined);
    return () => void (current = false);
  }, [client, postId, picture.id]);
  return src ? <img src={src} alt={`Photo ${picture.fileName}`} /> : <div role="img" aria-label={`Photo ${picture.fileName} en chargement`} className="ap-post__picture-wait" />;
}

function Comments({ post, onChange, onDelete }: { post: PostDetail; onChange(post: PostDetail): void; onDelete(comment: PostComment): void }) {
  const { client } = usePortal();
  const form = useForm({ content: '' }, COMMENT_RULES);
  const send = () =>
    void form.submit(async ({ content }) => {
      onChange(await client.call(addPostComment, { params: { id: post.id }, body: { content: content.trim() } }));
      form.reset({ content: '' });
    });
  return (
    <section className="ap-panel" aria-labelledby="ap-post-comments">
      <h2 className="ap-panel__title" id="ap-post-comments">Commentaires ({post.comments.length})</h2>
      {post.comments.length ? (
        <ul className="ap-post__comments">
          {post.comments.map((comment) => (
            <li key={comment.id} className="ap-post__comment">
              <div className="ap-post__comment-head">
                <span><span className="ap-strong">{comment.author.label}</span> <span className="ap-muted">· {formatDateTime(comment.createdAt)}</span></span>
                <Button variant="ghost" icon={<Trash size={16} aria-hidden="true" />} aria-label={`Supprimer le commentaire de ${comment.author.label}`} title="Supprimer" onClick={() => onDelete(comment)} />
              </div>
              <p>{comment.content}</p>
            </li>
          ))}
        </ul>
      ) : <p className="ap-muted">Aucun commentaire</p>}
      <form onSubmit={(event) => { event.preventDefault(); send(); }}>
        <CommentField label="Votre commentaire" max={COMMENT_MAX} {...form.field('content')} />
        {form.message ? <Alert tone="danger">{form.message}</Alert> : null}
        <Button type="submit" variant="primary" loading={form.pending}>Commenter</Button>
      </form>
    </section>
  );
}
