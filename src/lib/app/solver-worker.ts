/**
 * The solver's worker for the views that need it from their first screen
 * (analysis, a study, 12 against 1, /play); a view that may never ask it
 * takes the lazy one (solver-handle.ts), whose code is fetched at its
 * first request.
 */
import { createSolverClient, type SolverClient } from '$lib/solver/client';
import { workerHandle, type WorkerHandle } from './worker-handle';

export const solverClient = (): SolverClient => createSolverClient();

export const solverHandle = (): WorkerHandle<SolverClient> => workerHandle(createSolverClient);
