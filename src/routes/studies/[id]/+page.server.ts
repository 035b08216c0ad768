import { error } from '@sveltejs/kit';
import { bank } from '$lib/server/bank';
import type { EntryGenerator, PageServerLoad } from './$types';

export const entries: EntryGenerator = () => bank.studies.map((s) => ({ id: s.id }));

export const load: PageServerLoad = ({ params }) => {
	const study = bank.studies.find((s) => s.id === params.id);
	if (!study) error(404, `No study "${params.id}"`);
	return { study };
};
