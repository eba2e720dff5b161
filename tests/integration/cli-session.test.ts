/**
 * The saved session and single-use refresh tokens: the rotated pair is in the credentials
 * file as soon as the client has it (a Ctrl-C right after a refresh must not log the user out).
 */
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import { currentRole } from '../../src/api/contract/auth';
import type { Cli } from '../../cli/context';
import { credentialsPath, readCredentials } from '../../cli/credentials';
import { Output } from '../../cli/output';
import { openSession } from '../../cli/session';
import { runCli, sandboxWithDirector } from '../support/cli';
import { testClock } from '../support/clock';

const sandbox = sandboxWithDirector();

it('writes the rotated refresh token to the saved session before anything else runs after the refresh', async () => {
  const { env } = sandbox;
  const credentialsFile = credentialsPath(env);
  const silent = new PassThrough();
  const cli: Cli = { options: {}, env, terminal: { stdin: new PassThrough(), stderr: silent }, out: new Output({ stdout: silent, stderr: silent }, false, true), credentialsFile, clock: testClock() };
  const before = (await readCredentials(credentialsFile))!.tokens;
  const session = await openSession(cli);

  // The access token has expired: the next call gets a 401 and the client refreshes once.
  sandbox.server.sandbox.db.prepare('UPDATE auth_tokens SET expires_at = 0 WHERE token = ?').run(before.token);
  // Listening after the session's own listener: what the file holds the moment the client has new tokens.
  const onDiskAtRefresh: (string | null)[] = [];
  session.client.on('tokens', () => onDiskAtRefresh.push((JSON.parse(readFileSync(credentialsFile, 'utf8')) as { tokens: { refreshToken: string | null } }).tokens.refreshToken));
  await session.client.call(currentRole);

  const rotated = session.client.getTokens()!.refreshToken;
  expect(rotated).not.toBe(before.refreshToken);
  expect(onDiskAtRefresh).toEqual([rotated]);
  await session.close();

  // The next command goes on with the saved session (the old refresh token is spent).
  const whoami = await runCli(['whoami'], { env });
  expect(whoami.code).toBe(0);
  expect(whoami.stdout).toContain('directrice@demo.fr');
});
