import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING, isSkipWaiting } from '$lib/pwa/messages';
import { watchUpdates, type Container, type UpdateState } from './update';

class FakeWorker extends EventTarget {
	messages: unknown[] = [];
	constructor(public state: ServiceWorkerState) {
		super();
	}
	postMessage(message: unknown) {
		this.messages.push(message);
	}
	become(state: ServiceWorkerState) {
		this.state = state;
		this.dispatchEvent(new Event('statechange'));
	}
}

class FakeRegistration extends EventTarget {
	installing: FakeWorker | null = null;
	waiting: FakeWorker | null = null;
	active: FakeWorker | null = null;
	updates = 0;
	async update() {
		this.updates++;
	}
	/** A new worker starts installing, then is installed and waits. */
	found(): FakeWorker {
		const worker = new FakeWorker('installing');
		this.installing = worker;
		this.dispatchEvent(new Event('updatefound'));
		return worker;
	}
	installed(worker: FakeWorker) {
		this.installing = null;
		this.waiting = worker;
		worker.become('installed');
	}
}

class FakeContainer extends EventTarget {
	controller: FakeWorker | null;
	registration: FakeRegistration | undefined;
	ready: Promise<ServiceWorkerRegistration>;
	private resolveReady!: (r: ServiceWorkerRegistration) => void;
	constructor(controlled: boolean, registered: boolean) {
		super();
		this.controller = controlled ? new FakeWorker('activated') : null;
		this.registration = registered ? new FakeRegistration() : undefined;
		this.ready = new Promise((r) => (this.resolveReady = r));
	}
	async getRegistration() {
		return this.registration as unknown as ServiceWorkerRegistration | undefined;
	}
	register(): FakeRegistration {
		this.registration = new FakeRegistration();
		this.resolveReady(this.registration as unknown as ServiceWorkerRegistration);
		return this.registration;
	}
	takeOver() {
		this.controller = new FakeWorker('activated');
		this.dispatchEvent(new Event('controllerchange'));
	}
}

class FakeDocument extends EventTarget {
	visibilityState: DocumentVisibilityState = 'visible';
	show() {
		this.visibilityState = 'visible';
		this.dispatchEvent(new Event('visibilitychange'));
	}
}

function setup({ controlled = true, registered = true } = {}) {
	const container = new FakeContainer(controlled, registered);
	const doc = new FakeDocument();
	const states: UpdateState[] = [];
	const reload = vi.fn();
	let time = 0;
	const watcher = watchUpdates((s) => states.push(s), {
		container: container as unknown as Container,
		reload,
		doc: doc as unknown as Document,
		now: () => time,
		checkEveryMs: 1000
	});
	const tick = (ms: number) => (time += ms);
	return { container, doc, states, reload, watcher, tick, registration: () => container.registration! };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('safe updates', () => {
	it('offers a new version that installs while the page is controlled, and does not reload', async () => {
		const { states, reload, registration } = setup();
		await settle();
		const worker = registration().found();
		expect(states).toEqual([]);
		registration().installed(worker);
		expect(states).toEqual(['waiting']);
		expect(reload).not.toHaveBeenCalled();
		expect(worker.messages).toEqual([]);
	});

	it('offers a version that was already waiting when the page opened', async () => {
		const container = new FakeContainer(true, true);
		container.registration!.waiting = new FakeWorker('installed');
		const states: UpdateState[] = [];
		watchUpdates((s) => states.push(s), { container: container as unknown as Container, reload: vi.fn(), doc: new FakeDocument() as unknown as Document });
		await settle();
		expect(states).toEqual(['waiting']);
	});

	it('the first install is no update, and the first claim does not reload', async () => {
		const { container, states, reload } = setup({ controlled: false, registered: false });
		await settle();
		const registration = container.register();
		await settle();
		const worker = registration.found();
		registration.installed(worker);
		container.takeOver();
		expect(states).toEqual([]);
		expect(reload).not.toHaveBeenCalled();
		// A later version is offered as usual.
		const next = registration.found();
		registration.installed(next);
		expect(states).toEqual(['waiting']);
	});

	it('apply() asks the waiting worker to take over, then reloads once', async () => {
		const { container, reload, watcher, registration } = setup();
		await settle();
		const worker = registration().found();
		registration().installed(worker);
		watcher.apply();
		watcher.apply();
		expect(worker.messages).toEqual([{ type: SKIP_WAITING }]);
		expect(isSkipWaiting(worker.messages[0])).toBe(true);
		expect(reload).not.toHaveBeenCalled();
		container.takeOver();
		container.takeOver();
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it('another tab taking the update is reported, never followed by a reload', async () => {
		const { container, states, reload, watcher, registration } = setup();
		await settle();
		registration().installed(registration().found());
		registration().waiting = null;
		container.takeOver();
		expect(states).toEqual(['waiting', 'activated']);
		expect(reload).not.toHaveBeenCalled();
		watcher.apply();
		expect(reload).toHaveBeenCalledTimes(1);
	});

	it('looks for a new version on return to the page, at most once per interval', async () => {
		const { doc, tick, registration } = setup();
		await settle();
		doc.show();
		expect(registration().updates).toBe(0);
		tick(1000);
		doc.show();
		doc.show();
		expect(registration().updates).toBe(1);
	});

	it('stop() ends the reports', async () => {
		const { states, watcher, registration } = setup();
		await settle();
		watcher.stop();
		registration().installed(registration().found());
		expect(states).toEqual([]);
	});
});
