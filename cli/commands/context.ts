/** `agency context select --agency ID [--client ID]`: the agency the next commands work on. */
import type { Command } from 'commander';
import { agencyChoices, selectContext } from '../../src/api/contract/auth';
import type { Cli } from '../context';
import { CliError, EXIT } from '../exit-codes';
import { withSession, type Session } from '../session';
import { contextLine } from './auth';
import { positiveInteger } from '../arguments';

export function registerContextCommands(program: Command, cli: () => Cli): void {
  const context = program.command('context').description("Contexte d'agence de la session");
  context
    .command('select')
    .description('Choisir l’agence sur laquelle travaillent les commandes suivantes')
    .requiredOption('--agency <id>', "numéro de l'agence", positiveInteger('--agency'))
    .option('--client <id>', "numéro du client de l'agence (déduit de la session quand il est connu)", positiveInteger('--client'))
    .action((options: { agency: number; client?: number }) => selectCommand(cli(), options));
}

async function selectCommand(cli: Cli, options: { agency: number; client?: number }): Promise<void> {
  await withSession(cli, async (session) => {
    const clientId = options.client ?? (await clientOfAgency(session, options.agency));
    const { agency } = await session.client.call(selectContext, { body: { agencyId: options.agency, clientId } });
    const chosen = { agencyId: agency.id, clientId: agency.clientId, label: agency.label };
    await session.saveContext(chosen);
    cli.out.result({ agency: chosen }, contextLine(chosen));
  });
}

/**
 * The client of an agency: one of a multi-agency manager's agencies or the user's own, else from the agencies the
 * user may choose (an admin's: every agency), asked to the API.
 */
async function clientOfAgency(session: Session, agencyId: number): Promise<number> {
  const user = session.user;
  const known =
    user?.agencies.find((choice) => choice.id === agencyId)?.clientId ??
    (user?.agency?.id === agencyId ? user.agency.clientId : undefined) ??
    user?.clientId ??
    (await session.client.call(agencyChoices, {})).find((choice) => choice.id === agencyId)?.clientId;
  if (known == null) throw new CliError(`le client de l'agence n° ${agencyId} n'est pas connu de la session : précisez-le avec --client ID.`, EXIT.usage);
  return known;
}
