/**
 * A user's account in a `FormDialog`: a new parent's (its family, names, login e-mail) or the
 * edit of anyone's picture (`UserAvatar`: saved or deleted at once, apart from 'Enregistrer'),
 * names and login; the rules are the sandbox's (`USER_ACCOUNT_RULES`).
 */
import { useState } from 'react';
import { createUser, updateUser, type UserAccount } from '../../../api/contract/users';
import { USER_ACCOUNT_RULES } from '../../../domain/users';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';
import { FamilySelector } from '../../widgets/Selectors';
import { UserAvatar } from '../../widgets/UserAvatar';

type Choice = { id: number; label: string };

interface UserDialogProps {
  user: UserAccount | null;
  onClose(): void;
  onSaved(user: UserAccount): void;
  /** The picture saved or deleted (the dialog stays open; the list's row is stale). */
  onPictureChange(user: UserAccount): void;
}

export function UserDialog({ user, onClose, onSaved, onPictureChange }: UserDialogProps) {
  const { client } = usePortal();
  const [pictureAt, setPictureAt] = useState(user?.pictureAt ?? null);
  const [family, setFamily] = useState<Choice | null>(null);
  const rules = { ...USER_ACCOUNT_RULES, familyId: { required: !user } };
  const form = useForm({ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', login: user?.login ?? '', familyId: '' }, rules);
  const submit = () =>
    void form.submit(async ({ familyId, ...names }) =>
      onSaved(
        user
          ? await client.call(updateUser, { params: { id: user.id }, query: { type: user.role }, body: names })
          : await client.call(createUser, { body: { ...names, type: 'FAMILY', familyId: Number(familyId) } }),
      ),
    );
  const familyField = form.field('familyId');
  return (
    <FormDialog title={user ? `Modifier ${user.firstName} ${user.lastName}` : 'Nouveau parent'} form={form} onSubmit={submit} onClose={onClose} width={520}>
      {user ? (
        <UserAvatar
          user={{ ...user, pictureAt }}
          onChange={(account) => {
            setPictureAt(account.pictureAt);
            onPictureChange(account);
          }}
        />
      ) : (
        <>
          <FamilySelector
            value={family}
            onValueChange={(choice) => {
              setFamily(choice);
              form.set('familyId', choice ? String(choice.id) : '');
            }}
          />
          {familyField.error ? <span className="ap-field__error">{familyField.error}</span> : null}
        </>
      )}
      <TextField label="Prénom" required {...form.field('firstName')} />
      <TextField label="Nom" required {...form.field('lastName')} />
      <TextField label="E-mail de connexion" type="email" required {...form.field('login')} />
    </FormDialog>
  );
}
