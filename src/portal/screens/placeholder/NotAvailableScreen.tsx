/** A screen of the route table that this build does not have yet (e.g. « Agences »): says so, in the shell. */
import { Hourglass } from 'tabler-icons-react';

export function NotAvailableScreen({ title }: { title: string }) {
  return (
    <>
      <div className="ap-page-head">
        <h1>{title}</h1>
      </div>
      <section className="ap-panel ap-placeholder">
        <Hourglass size={36} aria-hidden="true" />
        <h2>Écran « {title} » bientôt disponible</h2>
        <p className="ap-muted">Cet écran n’est pas encore disponible dans cette version du portail.</p>
      </section>
    </>
  );
}
