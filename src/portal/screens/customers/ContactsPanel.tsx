/** The contacts of a customer (spec 001 §7: add, edit, delete): name, role, phone, e-mail; each change its own call. */
import { useState } from 'react';
import { Edit, Plus, Trash } from 'tabler-icons-react';
import { createCustomerContact, customerContacts, deleteCustomerContact, updateCustomerContact, type CustomerContact } from '../../../api/contract/customerRecord';
import { MESSAGES } from '../../../domain/messages';
import { usePortal } from '../../context';
import { useAction } from '../../kit/useAction';
import { useCall } from '../../kit/useQuery';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { PhoneText } from '../../ui/PhoneField';
import { useDeleteConfirmation } from '../../widgets/useDeleteConfirmation';

export function ContactsPanel({ customerId }: { customerId: number }) {
  const { client } = usePortal();
  const [editing, setEditing] = useState<CustomerContact | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const contacts = useCall(customerContacts, { params: { id: customerId } });
  const removal = useAction(async (contact: CustomerContact) => {
    await client.call(deleteCustomerContact, { params: { id: customerId, cid: contact.id } });
    setNotice(MESSAGES.deleted);
    contacts.reload();
  });
  const deletion = useDeleteConfirmation<CustomerContact>('Confirmez-vous la suppression de ce contact ?', (contact) => removal.run(contact));
  return (
    <section className="ap-panel" aria-label="Contacts">
      <div className="ap-page-head ap-page-head--actions">
        <h2 className="ap-panel__title">Contacts</h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing('new')}>
          Ajouter un contact
        </Button>
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {removal.error ? <Alert tone="danger">{removal.error}</Alert> : null}
      <Table
        caption="Contacts"
        loading={contacts.loading && !contacts.data}
        rows={contacts.data ?? []}
        rowKey={(contact) => contact.id}
        empty="Aucun contact"
        columns={[
          { key: 'name', header: 'Nom', cell: (c) => <span className="ap-strong">{`${c.firstName} ${c.lastName}`}</span> },
          { key: 'role', header: 'Rôle', cell: (c) => c.role ?? '' },
          { key: 'phone', header: 'Téléphone', nowrap: true, cell: (c) => <PhoneText value={c.phone} /> },
          { key: 'email', header: 'E-mail', cell: (c) => (c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : '') },
          {
            key: 'actions',
            header: '',
            cell: (c) => (
              <span className="ap-row-actions">
                <Button variant="ghost" aria-label={`Modifier ${c.firstName} ${c.lastName}`} icon={<Edit size={16} aria-hidden="true" />} onClick={() => setEditing(c)} />
                <Button variant="ghost" aria-label={`Supprimer ${c.firstName} ${c.lastName}`} icon={<Trash size={16} aria-hidden="true" />} onClick={() => deletion.ask(c)} />
              </span>
            ),
          },
        ]}
      />
      {deletion.dialog}
      {editing ? (
        <ContactDialog
          customerId={customerId}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(MESSAGES.saved);
            contacts.reload();
          }}
        />
      ) : null}
    </section>
  );
}

function ContactDialog({ customerId, contact, onClose, onSaved }: { customerId: number; contact: CustomerContact | null; onClose(): void; onSaved(): void }) {
  const { client } = usePortal();
  const form = useForm(
    { firstName: contact?.firstName ?? '', lastName: contact?.lastName ?? '', role: contact?.role ?? '', phone: contact?.phone ?? '', email: contact?.email ?? '' },
    { firstName: { required: true, max: 150 }, lastName: { required: true, max: 150 }, role: { max: 100 }, phone: { phone: 'landline' }, email: { email: true, max: 200 } },
  );
  const submit = () =>
    void form.submit(async (v) => {
      const body = { firstName: v.firstName.trim(), lastName: v.lastName.trim(), role: v.role.trim() || null, phone: v.phone.trim() || null, email: v.email.trim() || null };
      if (contact) await client.call(updateCustomerContact, { params: { id: customerId, cid: contact.id }, body });
      else await client.call(createCustomerContact, { params: { id: customerId }, body });
      onSaved();
    });
  return (
    <FormDialog title={contact ? 'Modifier le contact' : 'Ajouter un contact'} form={form} onSubmit={submit} onClose={onClose}>
      <div className="ap-form-grid">
        <TextField label="Prénom" required maxLength={150} {...form.field('firstName')} />
        <TextField label="Nom" required maxLength={150} {...form.field('lastName')} />
        <TextField label="Rôle" hint="Grand-mère, voisine, responsable RH…" maxLength={100} {...form.field('role')} />
        <TextField label="Téléphone" type="tel" {...form.field('phone')} />
        <TextField label="E-mail" type="email" maxLength={200} {...form.field('email')} />
      </div>
    </FormDialog>
  );
}
