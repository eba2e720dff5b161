/** The contact lines of a record's facts (customers, employees, professionals): mobile, phone (callable) and e-mail (a mail link). */
import { PhoneText } from '../ui/PhoneField';
import { Fact } from './Fact';

export function ContactFacts({ mobile, phone, email }: { mobile: string | null | undefined; phone: string | null | undefined; email: string | null | undefined }) {
  return (
    <>
      <Fact label="Mobile" value={mobile ? <PhoneText value={mobile} /> : null} />
      <Fact label="Téléphone" value={phone ? <PhoneText value={phone} /> : null} />
      <Fact label="E-mail" value={email ? <a href={`mailto:${email}`}>{email}</a> : null} />
    </>
  );
}
