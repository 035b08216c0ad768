/** How a solver request ends other than with an answer (client.ts and app/solver-handle.ts). */
export class SolverCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'SolverCancelled';
	}
}

export class SolverFailed extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'SolverFailed';
	}
}
