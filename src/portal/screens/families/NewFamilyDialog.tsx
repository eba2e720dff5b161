/** Creating a family for a customer (spec 001 §7 `POST /private/families`): its name, then its page's composition tab to add the children. */
import { createFamily } from '../../../api/contract/familyRecord';
import { FAMILY_INFOS_RULES } from '../../../domain/families/form';
import { usePortal } from '../../context';
import { FormDialog } from '../../kit/FormDialog';
import { useForm } from '../../kit/useForm';
import { TextField } from '../../ui/TextField';

export function NewFamilyDialog({ customer, onClose }: { customer: { id: number; lastName: string }; onClose(): void }) {
  const { client, router } = usePortal();
  const form = useForm({ name: `Famille ${customer.lastName}` }, { name: FAMILY_INFOS_RULES.name });
  const submit = () =>
    void form.submit(async (v) => {
      const family = await client.call(createFamily, { body: { name: v.name.trim(), customerId: customer.id } });
      router.navigate(`/families/${family.id}/composition`);
    });
  return (
    <FormDialog title="Créer une famille" form={form} onSubmit={submit} onClose={onClose} submitLabel="Créer" width={480}>
      <p className="ap-muted">Le contact principal du client devient le premier parent de la famille.</p>
      <TextField label="Nom de la famille" required maxLength={150} {...form.field('name')} />
    </FormDialog>
  );
}
