/** The engine's worker (engine-player), for the views that play or judge with it. */
import { createEngineClient, type EngineClient } from '$lib/engine-player/client';
import { workerHandle, type WorkerHandle } from './worker-handle';

export const engineClient = (): EngineClient => createEngineClient();

export const engineHandle = (): WorkerHandle<EngineClient> => workerHandle(createEngineClient);
