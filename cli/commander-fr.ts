/** Commander speaks English; people using `agency` read French. Its titles and usage errors, translated. */
import type { Command, HelpConfiguration } from 'commander';

const TITLES: Record<string, string> = {
  'Usage:': 'Usage :',
  'Options:': 'Options :',
  'Global Options:': 'Options globales :',
  'Arguments:': 'Arguments :',
  'Commands:': 'Commandes :',
};

export const frenchHelp: HelpConfiguration = {
  styleTitle: (title) => TITLES[title] ?? title,
  showGlobalOptions: true,
};

/** Ordered rules: commander's message (without "error: ") to French. */
const RULES: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^unknown command '(.*)'/, (name) => `commande inconnue « ${name} ». Voir « agency --help ».`],
  [/^unknown option '(.*)'/, (flag) => `option inconnue « ${flag} ».`],
  [/^missing required argument '(.*)'/, (name) => `argument obligatoire manquant : ${name}.`],
  [/^option '(.*)' argument missing/, (flags) => `valeur manquante pour l'option ${flags}.`],
  [/^required option '(.*)' not specified/, (flags) => `option obligatoire manquante : ${flags}.`],
  [/^option '.*' argument '.*' is invalid\. (.*)/s, (reason) => reason],
  [/^too many arguments/, () => "trop d'arguments. Voir l'aide de la commande (--help)."],
  [/^(.*) cannot be used with (.*)/, (a, b) => `${a} ne peut pas être utilisée avec ${b}.`],
];

export function translateCommanderError(message: string): string {
  const text = message.replace(/^error: /, '').replace(/\n\(Did you mean (?:one of )?(.*)\?\)/, ' (Vouliez-vous dire $1 ?)').trim();
  for (const [pattern, french] of RULES) {
    const match = pattern.exec(text);
    if (match) return french(...match.slice(1));
  }
  return text;
}

/**
 * French help for one command: titles, usage line, help option, and the help
 * command where there are subcommands. Call it once the command tree is complete.
 */
export function useFrenchHelp(command: Command): Command {
  command.configureHelp(frenchHelp).helpOption('-h, --help', "afficher l'aide");
  if (command.commands.length > 0) command.helpCommand('help [commande]', "afficher l'aide d'une commande");
  else command.helpCommand(false);
  return command.usage(command.usage().replace('[command]', '[commande]'));
}
