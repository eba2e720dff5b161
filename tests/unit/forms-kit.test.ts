/**
 * The guard of « fields cannot lie » (issue 31 §5): a component that renders a date, month, time, number or amount field
 * and saves (a writing endpoint of the contract, or the `save`/`onSave`/`onSend` it is given) does it through the kit's
 * form (FormDialog, FormPanel, CreationPage, or FormFields around the fields), whose submit refuses text that does not
 * read with the field's message. A component holding such fields without saving (a step, an editor of slots) counts as
 * a field for the component that renders it. The exceptions are named here with their reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import type { EndpointDef } from '../../src/api/endpoint';

const root = process.cwd();
const PORTAL = join(root, 'src/portal');

const EXCEPTIONS: Readonly<Record<string, string>> = {
  'src/portal/screens/billing/PartialCreditNoteDialog.tsx': "amounts of many lines refused by the dialog's own rule ('Montant invalide') before « Calculer », « Aperçu » and « Créer l’avoir »",
  'src/portal/screens/billing/BillingHomeScreen.tsx': "the month and the period are the page's filters: its title and figures name the month its actions take, « Calculer » only reads a sum",
  'src/portal/screens/billing/PaymentsTrackingScreen.tsx': "the month is the list's filter (its URL); the writes are the rows' check boxes",
  'src/portal/widgets/paysheets/PaysheetsUpload.tsx': 'a native month input: the browser holds no text that does not read (an incomplete month is empty and the buttons stay off)',
};

/** Fields whose text is read by the field (a day, a month, a time): their form must give them its readings. */
const READ_TEXT = /<(DateField|MonthField|TimeInput|DateTimeField)\b|type="(date|time|month|datetime-local)"/;
/** Fields where a number or an amount is typed: the kit form's rules read them (useForm). */
const TYPED_NUMBER = /type="number"|inputMode="(decimal|numeric)"/;
const KIT_FORM = /<(FormDialog|FormPanel|FormFields|CreationPage)\b/;
/** Components whose read fields are filters of a list (nothing saved): they count as no field for who renders them. */
const FILTERS = new Set(['src/portal/kit/FilterPopover.tsx', 'src/portal/screens/billing/CustomerPriceGrids.tsx']);
const SAVE_PROP = /\b(save|onSave|onSend)\(/;

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.tsx')) yield path;
  }
}

/** The names a file imports, each with the file it comes from (relative imports only). */
function importsOf(file: string, text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, list, from] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    for (const name of list!.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/).pop()!)) {
      if (name) names.set(name, resolve(dirname(file), from!));
    }
  }
  return names;
}

/** Whether the file calls a writing endpoint of the contract through a client. */
async function callsAWrite(file: string, text: string): Promise<boolean> {
  const imports = importsOf(file, text);
  for (const [, name] of text.matchAll(/\.call\((\w+)/g)) {
    const from = imports.get(name!);
    if (!from?.includes('/api/contract/')) continue;
    const endpoint = ((await import(`${from}.ts`)) as Record<string, EndpointDef | undefined>)[name!];
    if (endpoint?.writes?.length) return true;
  }
  return false;
}

it('saves every date, time, number and amount field through the kit’s form', async () => {
  const files = new Map<string, { text: string; writes: boolean; rendered: string[] }>();
  for (const file of sourceFiles(PORTAL)) {
    const text = readFileSync(file, 'utf8');
    // The files of the components it renders (`<Name`), among its imports.
    const rendered = [...importsOf(file, text)].filter(([name]) => text.includes(`<${name}`)).map(([, from]) => `${from}.tsx`);
    files.set(file, { text, writes: SAVE_PROP.test(text) || (await callsAWrite(file, text)), rendered });
  }
  // A component's fields not under a kit form (a held field: a component holding such fields without saving them),
  // then whoever renders a holder, until nothing changes.
  const holders = new Set<string>();
  const unguarded = ({ text, rendered }: { text: string; rendered: string[] }) =>
    !KIT_FORM.test(text) && (READ_TEXT.test(text) || (TYPED_NUMBER.test(text) && !/\buseForm\(/.test(text)) || rendered.some((from) => holders.has(from)));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, found] of files) {
      if (!holders.has(file) && !found.writes && !FILTERS.has(relative(root, file)) && unguarded(found)) changed = Boolean(holders.add(file));
    }
  }
  const offenders = [...files]
    .filter(([, found]) => found.writes && unguarded(found))
    .map(([file]) => relative(root, file))
    .filter((file) => !(file in EXCEPTIONS));
  expect(offenders).toEqual([]);
  // Every exception still renders such a field and saves: a moved form leaves the list.
  for (const file of Object.keys(EXCEPTIONS)) {
    const found = files.get(join(root, file));
    expect(found && found.writes && unguarded(found), file).toBe(true);
  }
}, 20_000);
