/**
 * Move sounds, made on the device with Web Audio (no sound files, no
 * network): a short wooden click for a move, two for a capture. Loaded only
 * when the settings turn sounds on (off by default).
 */
let context: AudioContext | null = null;

function click(ctx: AudioContext, at: number, pitch: number): void {
	const osc = ctx.createOscillator();
	const gain = ctx.createGain();
	osc.type = 'triangle';
	osc.frequency.setValueAtTime(pitch, at);
	osc.frequency.exponentialRampToValueAtTime(pitch / 2, at + 0.06);
	gain.gain.setValueAtTime(0.0001, at);
	gain.gain.exponentialRampToValueAtTime(0.25, at + 0.005);
	gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.08);
	osc.connect(gain).connect(ctx.destination);
	osc.start(at);
	osc.stop(at + 0.1);
}

/** Plays the sound of a move (`capture`: of a capture). Silent where the browser has no Web Audio. */
export function moveSound(capture: boolean): void {
	const Ctor = typeof AudioContext === 'function' ? AudioContext : null;
	if (Ctor === null) return;
	try {
		context ??= new Ctor();
		if (context.state === 'suspended') void context.resume();
		const now = context.currentTime;
		click(context, now, 520);
		if (capture) click(context, now + 0.09, 380);
	} catch {
		// No audio output: moves stay silent.
	}
}
