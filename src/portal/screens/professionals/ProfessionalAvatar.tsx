/**
 * A professional's avatar (spec 001 §2, §5, §8): the picture (by one-use token) or its
 * initials; « Ajouter une photo » or « Remplacer la photo » picks an image (JPEG, PNG, GIF,
 * WebP, 3 MB at most: refused before sending with the spec's message), « Supprimer la photo »
 * asks first. A saved or deleted picture is said so; a failure gives its message.
 */
import { useEffect, useState } from 'react';
import { deleteUserPicture, downloadUserPicture, updateUserPicture } from '../../../api/contract/users';
import type { UploadedFile } from '../../../api/endpoint';
import { PICTURE_MIME_TYPES, USER_MESSAGES, pictureError } from '../../../domain/users';
import { usePortal } from '../../context';
import { useStyles } from '../../hooks/useStyles';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFileUpload } from '../../widgets/usePdfUpload';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';
import { professionalsCss } from './professionals.css';

interface AvatarProps {
  pro: { id: number; firstName: string; lastName: string; pictureAt: string | null };
  onChange(): void;
}

type Notice = { tone: 'success' | 'danger'; text: string };
/** The picture is the professional's account's (users' calls name the kind of user). */
const query = { type: 'PRO' } as const;

export function ProfessionalAvatar({ pro, onChange }: AvatarProps) {
  useStyles('professionals', professionalsCss);
  const { client } = usePortal();
  const [src, setSrc] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let current = true;
    setSrc(null);
    if (pro.pictureAt) {
      client.downloadUrl(downloadUserPicture, { params: { id: pro.id }, query }).then((url) => current && setSrc(url), () => undefined);
    }
    return () => void (current = false);
  }, [client, pro.id, pro.pictureAt]);

  const save = async (_: null, picture: UploadedFile) => {
    const refused = pictureError({ mimeType: picture.mimeType, size: picture.bytes.length });
    if (refused) return setNotice({ tone: 'danger', text: refused });
    try {
      await client.call(updateUserPicture, { params: { id: pro.id }, query, body: { picture } });
      setNotice({ tone: 'success', text: USER_MESSAGES.pictureSaved });
      onChange();
    } catch {
      setNotice({ tone: 'danger', text: USER_MESSAGES.pictureUpdateError });
    }
  };
  const upload = useFileUpload('Choisir une photo', save, PICTURE_MIME_TYPES.join(','));
  const removal = useDeleteConfirmation('Supprimer la photo de profil ?', async () => {
    try {
      await client.call(deleteUserPicture, { params: { id: pro.id }, query });
      setNotice({ tone: 'success', text: USER_MESSAGES.pictureDeleted });
      onChange();
    } catch {
      setNotice({ tone: 'danger', text: USER_MESSAGES.pictureDeleteError });
    }
  });

  const name = `${pro.firstName} ${pro.lastName}`;
  return (
    <div className="ap-avatar-block">
      {src ? (
        <img className="ap-avatar" src={src} alt={`Photo de ${name}`} width={96} height={96} />
      ) : (
        <span className="ap-avatar ap-avatar--initials" aria-label={`${name} : pas de photo`} role="img">
          {`${pro.firstName[0] ?? ''}${pro.lastName[0] ?? ''}`.toUpperCase()}
        </span>
      )}
      <div className="ap-record-head__actions">
        <Button onClick={() => upload.choose(null)}>{pro.pictureAt ? 'Remplacer la photo' : 'Ajouter une photo'}</Button>
        {pro.pictureAt ? (
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
