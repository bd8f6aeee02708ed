// Options more than one command group shares: a bounded whole number, and a paid command's --yes and --budget.
import { type Command, InvalidArgumentError, Option } from 'commander';

export function positiveInt(max: number) {
  return (raw: string): number => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new InvalidArgumentError(`expected a whole number from 1 to ${max}`);
    return n;
  };
}

export const paidOptions = (cmd: Command): Command =>
  cmd
    .option('-y, --yes', 'agree to the quote without being asked')
    .addOption(new Option('--budget <rupees>', 'session cap for this run, in rupees (e.g. 500, "₹1,000", "2 lakh")'));
