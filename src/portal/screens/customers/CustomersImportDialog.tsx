/**
 * The imports entry point of the customers list: customers and prospects are imported from a
 * CSV file by the CLI (`agency import customers`), which checks every line before sending
 * anything, or by an admin on /imports (the same checks). The dialog gives the command and the
 * file's columns (src/domain/imports/specs.ts, the same list the CLI checks).
 */
import { CUSTOMERS } from '../../../domain/imports/specs';
import { Modal } from '../../ui/Modal';
import { ImportColumnsTable } from '../../widgets/ImportColumnsTable';

const COMMAND = 'agency import customers clients.csv --dry-run\nagency import customers clients.csv';

export function CustomersImportDialog({ onClose }: { onClose(): void }) {
  return (
    <Modal title="Importer des clients et des prospects" onClose={onClose} width={760}>
      <p>
        L’import se fait avec l’outil en ligne de commande <code>agency</code>, à partir d’un fichier CSV enregistré par Excel (séparateur « ; » ou « , »). Chaque
        ligne est vérifiée avant tout envoi : à la moindre erreur, la liste des lignes à corriger s’affiche et rien n’est importé. Un administrateur peut aussi
        déposer le fichier dans le portail, sur la page Imports, qui le vérifie de la même façon.
      </p>
      <pre className="ap-code">{COMMAND}</pre>
      <ImportColumnsTable columns={CUSTOMERS.columns} />
    </Modal>
  );
}
