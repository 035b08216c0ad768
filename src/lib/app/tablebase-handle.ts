/** The endgame tables' worker, for the views that look positions up. */
import { createTablebaseClient, type TablebasePort } from '$lib/tablebase/client';

export const tablebaseClient = (): TablebasePort => createTablebaseClient();
