/**
 * The guard of « one query cache » (issue 31 §2): the portal reads the API through the cache's hooks (useCall,
 * useQuery, the list controller; routes' loaders fill it), never with a hand-written effect that calls the client (nor the
 * former `useLoad`, gone). The few exceptions are named here with their reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();
const PORTAL = join(root, 'src/portal');

/** Effects that may call the client. */
const EFFECT_CALLS_ALLOWED: Readonly<Record<string, string>> = {
  'src/portal/screens/public/SharedDocumentScreen.tsx': "a public page whose failure's message is the page (the cache swallows failures)",
  'src/portal/screens/password/ChangeForgottenPasswordScreen.tsx': "a public page whose failure's message is the page",
  'src/portal/widgets/thread/useMarkShownRead.ts': 'a write (what is shown marked read), not a read',
};

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The text of every `useEffect(…)` call of a file, its parentheses balanced. */
function effects(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\buseEffect\(/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '(') depth += 1;
      else if (text[end] === ')') depth -= 1;
      end += 1;
    }
    found.push(text.slice(match.index, end));
  }
  return found;
}

const files = () => [...sourceFiles(PORTAL)].map((path) => ({ name: relative(root, path), text: readFileSync(path, 'utf8') }));

it('reads through the cache: no useLoad anywhere', () => {
  expect(files().filter(({ text }) => /\buseLoad\(/.test(text)).map(({ name }) => name)).toEqual([]);
});

it('calls the client in no effect outside the named exceptions', () => {
  const calling = files()
    .filter(({ name, text }) => !(name in EFFECT_CALLS_ALLOWED) && effects(text).some((effect) => /\.call\(/.test(effect)))
    .map(({ name }) => name);
  expect(calling).toEqual([]);
});

it('names only exceptions that still exist and still need it', () => {
  const byName = new Map(files().map(({ name, text }) => [name, text]));
  const stale = Object.keys(EFFECT_CALLS_ALLOWED).filter((name) => !effects(byName.get(name) ?? '').some((effect) => /\.call\(/.test(effect)));
  expect(stale).toEqual([]);
});

it("finds a client call in a screen's effect, nested in its body", () => {
  const screen = "useEffect(() => { if (open) void client.call(searchBills, { body }).then(setRows); }, [open]);\nconst rows = useCall(x, {});";
  expect(effects(screen).filter((effect) => /\.call\(/.test(effect))).toEqual(['useEffect(() => { if (open) void client.call(searchBills, { body }).then(setRows); }, [open])']);
});
