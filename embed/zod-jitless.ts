/**
 * zod runs jitless in the browser, so that the bundle works under a strict
 * Content-Security-Policy (no `new Function`). Imported first by the entry, before
 * any module that could build a schema.
 *
 * The entry chunk does not load zod (it comes with the first contract call), so the
 * setting goes where zod reads its configuration when it loads: `globalThis.__zod_globalConfig`,
 * the object `config()` changes, which zod documents as settable before it is imported.
 */
import type { config } from 'zod/mini';

type ZodGlobal = { __zod_globalConfig?: Partial<ReturnType<typeof config>> };

((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
