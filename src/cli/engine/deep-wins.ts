import { CliError, type Io } from '../io';
export async function deepWinsCommand(_argv: string[], _io: Io): Promise<number> {
	throw new CliError('engine deep-wins: not built yet');
}
