/**
 * What a route's loader needs to send a list's first search at navigation, before the contract's schemas have loaded
 * and run (zod sits in the shell's chunk): each search's address, and each v2 list's attributes with their kind (the
 * list's state is read from the URL with them). Zod-free on purpose: scripts/shell-chunk.mjs gives loaders whose
 * imports are all zod-free a chunk of their own, which does not wait for the shell. The contract's modules declare
 * their endpoints and schemas on these.
 */

/** The customers and prospects v2 search (spec 001 §7). */
export const CUSTOMERS_V2_SEARCH = { name: 'customers.v2.search', reads: ['customers'], method: 'POST', path: '/private/customers/v2/search', access: 'private' } as const;

/**
 * The attributes a customers v2 search filters, counts and sorts on, with their kind. `adviserId` is the agency
 * adviser who follows the customer (a staff user of the agency); dates are instants compared on their day.
 */
export const CUSTOMER_ATTRIBUTE_KINDS = {
  ref: 'text', customerName: 'text', contactFirstName: 'text', contactLastName: 'text', email: 'text', phone: 'text', mobile: 'text',
  city: 'text', zipCode: 'text',
  status: 'enum', type: 'enum', source: 'enum', stage: 'enum', adviserId: 'enum',
  estimatesCount: 'number', contractsCount: 'number', billsCount: 'number', childrenCount: 'number',
  createdAt: 'date', nextExchangeAt: 'date', lastExchangeAt: 'date',
} as const;

/** The employees and candidates v2 search (spec 001 §7). */
export const EMPLOYEES_V2_SEARCH = { name: 'employees.v2.search', reads: ['employees'], method: 'POST', path: '/private/employees/v2/search', access: 'private' } as const;

/** The attributes an employees v2 search filters, counts and sorts on, with their kind. */
export const EMPLOYEE_ATTRIBUTE_KINDS = {
  ref: 'text', firstName: 'text', lastName: 'text', email: 'text', phoneNumber1: 'text', phoneNumber2: 'text', city: 'text', zipCode: 'text',
  nationality: 'text',
  status: 'enum',
  contractsCount: 'number', notesCount: 'number', notesRemindersCount: 'number',
  createdAt: 'date', lastExchangeAt: 'date', nextExchangeAt: 'date',
} as const;

/** The bills search of a month (spec 002 §2). */
export const BILLS_SEARCH = { name: 'billing.searchBills', method: 'POST', path: '/private/billing/bills/search', access: 'private', reads: ['bills'] } as const;
