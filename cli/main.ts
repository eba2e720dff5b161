/** Entry point of `agency` (built to dist/cli/agency.mjs). */
import { run } from './program';

// A closed pipe (`agency --help | head`) is not an error of ours: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await run(process.argv, { env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
