/**
 * /employees/new and /candidates/new (spec 001 §7: POST /private/employees): identity and
 * contact, the address, and for an employee the hiring day; the social security number when
 * known. The server's errors land on their fields (a taken e-mail on « E-mail », a future birth
 * date on « Date de naissance »); once created, the record opens.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { createEmployee, type EmployeeDetails } from '../../../api/contract/employeeRecord';
import { ADDRESS_RULES, PRO_INFOS_RULES, infosRules } from '../../../domain/employees/form';
import { toIsoDate } from '../../../domain/format/date';
import { parseLocation } from '../../../domain/routes';
import type { ScreenProps } from '../../app/screens';
import { usePortal } from '../../context';
import { useStyles } from '../../ui/useStyles';
import { orNull } from '../../kit/FormPanel';
import { kitCss } from '../../kit/kit.css';
import { CreationPage } from '../../kit/CreationPage';
import { useForm, type Form } from '../../kit/useForm';
import { useLeaveGuard } from '../../kit/useLeaveGuard';
import { TextField } from '../../ui/TextField';
import { DateField } from '../../ui/DateField';
import { AddressFields, IdentityFields, addressBody, addressValues, infosBody, infosValues } from './employeeFields';
import { recordPath } from './employeeColumns';
import { listKindOf } from './employeesList';

const EMPTY = { ...infosValues(null), ...addressValues(null), socialSecurityNumber: '', hiredOn: '' };
type Field = keyof typeof EMPTY;

export function EmployeeNewScreen({ title }: ScreenProps) {
  useSignals();
  useStyles('kit', kitCss);
  const { client, router, clock } = usePortal();
  const kind = listKindOf(parseLocation(router.location.value).path);
  const candidate = kind === 'candidates';
  const form = useForm<Field>(EMPTY, { ...infosRules(toIsoDate(clock.now())), ...ADDRESS_RULES, socialSecurityNumber: PRO_INFOS_RULES.socialSecurityNumber });
  useLeaveGuard(form.dirty);
  const submit = async () => {
    let created: EmployeeDetails | null = null;
    const saved = await form.submit(async (v) => {
      created = await client.call(createEmployee, {
        body: { candidate, ...infosBody(v), address: addressBody(v), socialSecurityNumber: orNull(v.socialSecurityNumber), hiredOn: candidate ? null : v.hiredOn || null },
      });
    });
    // Replaces the creation page: Back from the record goes to the list.
    if (saved && created) router.navigate(recordPath(kind, (created as EmployeeDetails).id), { replace: true });
  };
  return (
    <CreationPage title={title} form={form as Form<string>} onSubmit={() => void submit()} onCancel={() => router.navigate(`/${kind}`)}>
      <section className="ap-panel" aria-label="Identité et contact">
        <h2 className="ap-panel__title">Identité et contact</h2>
        <div className="ap-form-grid">
          <IdentityFields form={form} />
        </div>
      </section>
      <section className="ap-panel" aria-label="Adresse">
        <h2 className="ap-panel__title">Adresse</h2>
        <div className="ap-form-grid">
          <AddressFields form={form} />
        </div>
      </section>
      <section className="ap-panel" aria-label="Informations professionnelles">
        <h2 className="ap-panel__title">Informations professionnelles</h2>
        <div className="ap-form-grid">
          <TextField label="N° de sécurité sociale" inputMode="numeric" maxLength={21} hint="13 ou 15 chiffres" {...form.field('socialSecurityNumber')} />
          {candidate ? null : <DateField label="Date d’embauche" {...form.field('hiredOn')} />}
        </div>
      </section>
    </CreationPage>
  );
}
