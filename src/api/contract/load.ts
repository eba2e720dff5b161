/**
 * Domain modules of the contract as dynamic imports, for the code that must not carry
 * zod and the schemas in its own chunk: the client's module and the state of the
 * portal's entry chunk, which shows the login screen without them.
 *
 * `common.ts` (the shared shapes, and zod with them) is imported beside each one: a
 * bundler puts it in a chunk of its own, which the browser would otherwise request only
 * once the domain's chunk has arrived.
 */
export const loadAuth = () => Promise.all([import('./auth'), import('./common')]).then(([auth]) => auth);
export const loadDashboard = () => Promise.all([import('./dashboard'), import('./common')]).then(([dashboard]) => dashboard);
