/** One option of /agencies/{agencyId}: its control by kind (box, month, text, colour, zone, logo, minutes, e-mails, rights) and its help. */
import { ADVISER_RIGHTS, ADVISER_RIGHT_LABELS, LOGO_FORMAT_LABELS, type OptionField, type OptionName } from '../../../domain/agencyOptions';
import { ZONE_OPTIONS } from '../../../domain/schoolVacationForm';
import type { FieldProps } from '../../kit/useForm';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { CommentField } from '../../ui/CommentField';
import { MonthField } from '../../ui/MonthField';

const LOGO_OPTIONS = Object.entries(LOGO_FORMAT_LABELS).map(([value, label]) => ({ value, label }));

export function OptionInput({ field, props }: { field: OptionField<OptionName>; props: FieldProps }) {
  const { label, help } = field;
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="ap-option">
          <Checkbox label={label} checked={props.value === 'true'} onCheckedChange={(on) => props.onValueChange(String(on))} />
          <p className="ap-muted">{help}</p>
        </div>
      );
    case 'rights': {
      const rights = props.value ? props.value.split('\n') : [];
      const toggle = (right: string, on: boolean) => props.onValueChange(ADVISER_RIGHTS.filter((r) => (r === right ? on : rights.includes(r))).join('\n'));
      return (
        <fieldset className="ap-option ap-choices">
          <legend className="ap-field__label">{label}</legend>
          {ADVISER_RIGHTS.map((right) => <Checkbox key={right} label={ADVISER_RIGHT_LABELS[right]} checked={rights.includes(right)} onCheckedChange={(on) => toggle(right, on)} />)}
          <p className="ap-muted">{help}</p>
        </fieldset>
      );
    }
    case 'zone':
      return <SelectField label={label} options={ZONE_OPTIONS} value={props.value} onValueChange={props.onValueChange} error={props.error} />;
    case 'logo':
      return <SelectField label={label} options={LOGO_OPTIONS} value={props.value} onValueChange={props.onValueChange} error={props.error} />;
    case 'month':
      return <MonthField label={label} hint={help} value={props.value} onValueChange={props.onValueChange} error={props.error} />;
    case 'mails':
      return <CommentField label={label} max={2000} {...props} />;
    case 'minutes':
      return <TextField label={label} hint={help} inputMode="numeric" {...props} />;
    case 'color':
      return <TextField label={label} hint={<><span className="ap-option__swatch" style={{ background: props.value }} aria-hidden="true" /> {help}</>} maxLength={7} {...props} />;
    default:
      return <TextField label={label} hint={help} maxLength={200} {...props} />;
  }
}
