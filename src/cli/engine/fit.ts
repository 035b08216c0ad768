import { CliError, type Io } from '../io';
export async function fitCommand(_argv: string[], _io: Io): Promise<number> {
	throw new CliError('engine fit: not built yet');
}
