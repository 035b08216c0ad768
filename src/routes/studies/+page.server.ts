import { bank } from '$lib/server/bank';
import { summarizeStudy } from '$lib/study/summary';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({ studies: bank.studies.map(summarizeStudy) });
