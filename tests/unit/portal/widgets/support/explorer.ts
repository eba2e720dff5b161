/** Records of the resource explorer's tests: a customer with its family, an employee, their lists. */
import type { BillSummary } from '../../../../../src/api/contract/billing';
import type { CustomerDetails } from '../../../../../src/api/contract/customers';
import type { EmployeeDetails } from '../../../../../src/api/contract/employeeRecord';
import type { Message } from '../../../../../src/api/contract/messages';
import type { Note } from '../../../../../src/api/contract/notes';

export const CUSTOMER: CustomerDetails = {
  customerId: 4, ref: 'CLI-1-0004', customerName: 'Famille Muller', type: 'NATURAL', status: 'ACTIVE_CUSTOMER', source: 'RECOMMENDATION',
  createdAt: '2025-03-14T09:30:00Z', customerMainContact: { firstName: 'Claire', lastName: 'Muller' }, email: 'claire.muller@example.fr',
  phone: '0478123456', mobile: '0612345678', address: { street: '12 rue Mercière', zipCode: '69002', city: 'Lyon' },
  agency: { id: 1, label: "Agence Lyon Presqu'île" }, families: [{ id: 12, name: 'Muller' }], cafNumber: '1234567', childrenCount: 2,
  activeParentsAccountsCount: 1, childrenInfos: [], contractsCount: 1, currentContract: null, lastExchangeAt: null, nextExchangeAt: null,
  nextPlanningEvent: null, stage: null, civility: 'MME', adviser: null, notes: null, infos: null, estimatesCount: 1, billsCount: 2,
  lastBills: [], lastEstimates: [], familiesWallets: [{ family: { id: 12, name: 'Muller' }, currentValue: 15000 }],
};

export const EMPLOYEE: EmployeeDetails = {
  id: 7, ref: 'INT-1-0007', status: 'ACTIVE', candidate: false, archived: false, civility: 'MME', firstName: 'Inès', lastName: 'Haddad',
  birthDate: '1994-05-02', nationality: null, email: 'ines.haddad@example.fr', phoneNumber1: '0698765432', phoneNumber2: null,
  address: { street: '3 place Bellecour', zipCode: '69002', city: 'Lyon' },
  transportOptions: { drivingLicence: true, car: false, publicTransport: true, maxDistanceKm: null },
  proInfos: { socialSecurityNumber: null, hiredOn: null, jobTitle: null, diplomas: null }, notes: null,
  createdAt: '2024-09-01T08:00:00Z', lastExchangeAt: '2026-10-02T14:00:00Z', nextExchangeAt: null, families: [],
};

export const bill = (id: number, patch: Partial<BillSummary> = {}): BillSummary => ({
  id, billNumber: `F01-0000${id}`, month: '2026-10', type: 'BILL', status: 'UNPAID', vatIncludedAmount: 42000, vatExcludedAmount: 38182, vatAmount: 3818,
  remaining: 42000, paidAmount: 0, nbCreditNotes: 0, creditedAmount: 0, customer: { id: 4, label: 'Famille Muller', contactFirstName: 'Claire', contactLastName: 'Muller' },
  family: { id: 12, name: 'Muller' }, originalBill: null, paymentType: 'TRANSFER', currency: 'EUR', createdAt: '2026-11-01T08:00:00Z', validatedAt: null, emittedAt: null,
  ...patch,
});

export const message = (id: number, patch: Partial<Message> = {}): Message => ({
  id, content: `Message ${id}`, fromAgency: true, unread: false, sendDate: '2026-11-20T14:05:00Z', recipientId: null, recipientFamily: 12, childId: null, replyOf: null,
  type: 'TEXT', from: { kind: 'AGENCY', id: 1, label: "Agence Lyon Presqu'île" }, to: { kind: 'FAMILY', id: 12, label: 'Muller' }, ...patch,
});

export const note = (id: number, patch: Partial<Note> = {}): Note => ({
  id, content: `<p>Note ${id}</p>`, color: '#ffffa5', reminderStatus: null, reminderDate: null, bookmarkStatuses: ['ON_SCOPE'], familyId: 12, proId: null,
  family: { id: 12, name: 'Muller' }, pro: null, archived: false, createdBy: { id: 2, fullName: 'Sophie Lefèvre' }, createdAt: '2026-11-20T08:00:00Z', updatedAt: '2026-11-20T08:00:00Z',
  ...patch,
});

/** A page holding `content`, out of `total`. */
export function pageOf<T>(content: readonly T[], total = content.length) {
  const size = 20;
  const totalPages = Math.max(1, Math.ceil(total / size));
  return { content, totalPages, totalElements: total, numberOfElements: content.length, size, number: 0, first: true, last: totalPages === 1 };
}
