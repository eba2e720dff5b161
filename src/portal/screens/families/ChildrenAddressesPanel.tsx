/**
 * The children addresses (spec 001 §7): the agency's schools, crèches and clubs where children
 * are taken, shown in a family's composition: searched by name or address (the bookmarked
 * first), added, edited, bookmarked (the star) and deleted.
 */
import { useState } from 'react';
import { Star } from 'tabler-icons-react';
import {
  createChildrenAddress, deleteChildrenAddress, searchChildrenAddresses, updateChildrenAddress, type ChildrenAddress,
} from '../../../api/contract/childrenAddresses';
import { CHILDREN_ADDRESS_RULES } from '../../../domain/families/form';
import { formatPhone } from '../../../domain/phone';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useDebounced } from '../../ui/useDebounced';
import { useCall } from '../../kit/useQuery';
import { FormDialog } from '../../kit/FormDialog';
import { orNull } from '../../kit/FormPanel';
import { ListToolbar } from '../../kit/ListToolbar';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { PhoneText } from '../../ui/PhoneField';
import { PartPanel, type PartDialogProps } from './PartPanel';

const TITLE = 'Adresses des enfants';

export function ChildrenAddressesPanel({ familyId }: { familyId: number }) {
  const { client } = usePortal();
  const [pattern, setPattern] = useState('');
  const namePattern = useDebounced(pattern.trim(), 300);
  const list = useCall(searchChildrenAddresses, { body: { namePattern, pageSize: 100 } });
  const bookmark = useAction(async (address: ChildrenAddress) => {
    await client.call(updateChildrenAddress, { params: { id: address.id }, body: { ...address, bookmarked: !address.bookmarked } });
    list.reload();
  });
  return (
    <PartPanel<ChildrenAddress, unknown>
      title={TITLE}
      addLabel="Ajouter une adresse d’enfant"
      empty={namePattern ? 'Aucun résultat' : 'Aucune adresse'}
      rows={list.data?.content ?? []}
      loading={list.loading && !list.data}
      nameOf={(a) => a.name}
      familyId={familyId}
      onChange={() => list.reload()}
      remove={{ question: 'Confirmez-vous la suppression de cette adresse ?', run: (a) => client.call(deleteChildrenAddress, { params: { id: a.id } }) }}
      Dialog={ChildrenAddressDialog}
      toolbar={
        <>
          <ListToolbar searchLabel="Rechercher une adresse (nom, adresse)" text={pattern} onText={setPattern} modified={pattern !== ''} onReset={() => setPattern('')} />
          {bookmark.error ? <Alert tone="danger">{bookmark.error}</Alert> : null}
        </>
      }
      rowActions={(a) => (
        <Button
          variant="ghost"
          aria-pressed={a.bookmarked}
          aria-label={`${a.bookmarked ? 'Retirer des favoris' : 'Mettre en favori'} ${a.name}`}
          icon={<Star size={16} aria-hidden="true" fill={a.bookmarked ? 'currentColor' : 'none'} />}
          onClick={() => void bookmark.run(a)}
        />
      )}
      columns={[
        { key: 'name', header: 'Nom', wide: true, cell: (a) => <span className="ap-strong">{a.name}</span> },
        { key: 'address', header: 'Adresse', fill: true, cell: (a) => a.address },
        { key: 'phone', header: 'Téléphone', nowrap: true, cell: (a) => <PhoneText value={a.phone} /> },
      ]}
    />
  );
}

function ChildrenAddressDialog({ row: address, onClose, onSaved }: PartDialogProps<ChildrenAddress, unknown>) {
  const { client } = usePortal();
  const form = useForm({ name: address?.name ?? '', address: address?.address ?? '', phone: address?.phone ? formatPhone(address.phone) : '' }, CHILDREN_ADDRESS_RULES);
  const submit = () =>
    void form.submit(async (v) => {
      const body = { name: v.name.trim(), address: v.address.trim(), phone: orNull(v.phone), bookmarked: address?.bookmarked ?? false };
      onSaved(address ? await client.call(updateChildrenAddress, { params: { id: address.id }, body }) : await client.call(createChildrenAddress, { body }));
    });
  return (
    <FormDialog title={address ? 'Modifier l’adresse d’enfant' : 'Ajouter une adresse d’enfant'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <TextField label="Nom" required maxLength={150} {...form.field('name')} />
        <TextField label="Téléphone" type="tel" {...form.field('phone')} />
        <TextField label="Adresse" required maxLength={250} {...form.field('address')} />
      </div>
    </FormDialog>
  );
}
