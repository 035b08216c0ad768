import { bank } from '$lib/server/bank';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ table: bank.twelve });
