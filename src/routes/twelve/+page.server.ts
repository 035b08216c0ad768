import { bank } from '$lib/server/bank';
import type { TwelveBook } from '$lib/bank/types';
import book from '$lib/features/twelve/book.json';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ table: bank.twelve, book: (book as TwelveBook).positions });
