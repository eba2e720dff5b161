/**
 * A user's avatar (spec 001 §2, §5, §8), a professional's or a parent's (`role` names the kind in
 * the users' calls): the picture (by one-use token) or its initials; « Ajouter une photo » or « Remplacer la photo » picks an image (JPEG, PNG, GIF,
 * WebP, 3 MB at most: refused before sending with the spec's message), « Supprimer la photo »
 * asks first. A saved or deleted picture is said so; a failure gives its message.
 */
import { useState } from 'react';
import { deleteUserPicture, downloadUserPicture, updateUserPicture, type UserAccount } from '../../api/contract/users';
import type { UploadedFile } from '../../api/endpoint';
import { USER_MESSAGES, pictureError } from '../../domain/users';
import { acceptAttribute } from '../../domain/files/fileTypes';
import { usePortal } from '../context';
import { useQuery } from '../kit/useQuery';
import { useStyles } from '../ui/useStyles';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useFileUpload } from './usePdfUpload';
import { useDeleteConfirmation } from './useDeleteConfirmation';
import { userAvatarCss } from './userAvatar.css';

interface AvatarProps {
  user: { id: number; firstName: string; lastName: string; pictureAt: string | null; role: UserAccount['role'] };
  /** The account as the call answered it (its new `pictureAt`). */
  onChange(account: UserAccount): void;
}

type Notice = { tone: 'success' | 'danger'; text: string };

export function UserAvatar({ user, onChange }: AvatarProps) {
  useStyles('userAvatar', userAvatarCss);
  const query = { type: user.role };
  const { client } = usePortal();
  const [notice, setNotice] = useState<Notice | null>(null);
  // A picture's address carries a one-use token: shared while asked, never kept.
  const { data: src } = useQuery(
    user.pictureAt ? { key: `${downloadUserPicture.name}:${user.id}:${user.role}:${user.pictureAt}`, reads: [], send: () => client.downloadUrl(downloadUserPicture, { params: { id: user.id }, query }) } : null,
  );

  const save = async (_: null, picture: UploadedFile) => {
    const refused = pictureError({ mimeType: picture.mimeType, size: picture.bytes.length });
    if (refused) return setNotice({ tone: 'danger', text: refused });
    try {
      const account = await client.call(updateUserPicture, { params: { id: user.id }, query, body: { picture } });
      setNotice({ tone: 'success', text: USER_MESSAGES.pictureSaved });
      onChange(account);
    } catch {
      setNotice({ tone: 'danger', text: USER_MESSAGES.pictureUpdateError });
    }
  };
  const upload = useFileUpload('Choisir une photo', save, acceptAttribute(updateUserPicture.uploads.picture));
  const removal = useDeleteConfirmation('Supprimer la photo de profil ?', async () => {
    try {
      const account = await client.call(deleteUserPicture, { params: { id: user.id }, query });
      setNotice({ tone: 'success', text: USER_MESSAGES.pictureDeleted });
      onChange(account);
    } catch {
      setNotice({ tone: 'danger', text: USER_MESSAGES.pictureDeleteError });
    }
  });

  const name = `${user.firstName} ${user.lastName}`;
  return (
    <div className="ap-avatar-block">
      {src ? (
        <img className="ap-avatar" src={src} alt={`Photo de ${name}`} width={96} height={96} />
      ) : (
        <span className="ap-avatar ap-avatar--initials" aria-label={`${name} : pas de photo`} role="img">
          {`${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase()}
        </span>
      )}
      <div className="ap-record-head__actions">
        <Button onClick={() => upload.choose(null)}>{user.pictureAt ? 'Remplacer la photo' : 'Ajouter une photo'}</Button>
        {user.pictureAt ? (
          <Button variant="ghost" onClick={() => removal.ask(null)}>
            Supprimer la photo
          </Button>
        ) : null}
      </div>
      {upload.input}
      {removal.dialog}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </div>
  );
}
