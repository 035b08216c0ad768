/** How a solver request ends other than with an answer (client.ts and app/solver-handle.ts). */
export class SolverCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'SolverCancelled';
	}
}

export class SolverFailed extends Error {
	/** `crashed`: the worker died twice; `failed`: it answered with an error or with the wrong kind of answer. */
	constructor(
		message: string,
		readonly reason: 'crashed' | 'failed' = 'failed'
	) {
		super(message);
		this.name = 'SolverFailed';
	}
}
