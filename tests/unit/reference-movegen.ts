/**
 * A deliberately plain move generator on an 8x8 array, written from the
 * rules text and sharing no code with the engine, so the two can check each
 * other on random positions. Slow; tests only.
 *
 * `turkish: false` removes captured pieces at once instead of at the end of
 * the move (the rule we must NOT implement); tests use it to find positions
 * where the Turkish strike rule matters.
 */
export interface RefPiece {
	white: boolean;
	king: boolean;
}
export type RefBoard = (RefPiece | null)[]; // index file + 8 * rank

export interface RefMove {
	from: string;
	to: string;
	captured: string[]; // sorted names
	promotes: boolean;
}

const name = (i: number) => 'abcdefgh'[i % 8] + String(Math.floor(i / 8) + 1);
const at = (f: number, r: number) => (f < 0 || f > 7 || r < 0 || r > 7 ? -1 : f + 8 * r);
const DIRS = [
	[1, 1],
	[-1, 1],
	[1, -1],
	[-1, -1]
];

export function refBoardFromFen(white: string[], black: string[]): RefBoard {
	const board: RefBoard = new Array(64).fill(null);
	const put = (list: string[], isWhite: boolean) => {
		for (const s of list) {
			const king = s.startsWith('K');
			const sq = king ? s.slice(1) : s;
			board['abcdefgh'.indexOf(sq[0]) + 8 * (Number(sq[1]) - 1)] = { white: isWhite, king };
		}
	};
	put(white, true);
	put(black, false);
	return board;
}

export function refMoves(board: RefBoard, whiteToMove: boolean, turkish = true): RefMove[] {
	const found = new Map<string, RefMove>();
	for (let from = 0; from < 64; from++) {
		const p = board[from];
		if (!p || p.white !== whiteToMove) continue;
		const work = board.slice();
		work[from] = null; // the mover's origin is empty during its move
		const farRank = whiteToMove ? 7 : 0;
		const walk = (sq: number, king: boolean, captured: number[], promoted: boolean): void => {
			const options: { land: number; captured: number[]; king: boolean }[] = [];
			for (const [df, dr] of DIRS) {
				const f = sq % 8;
				const r = Math.floor(sq / 8);
				if (!king) {
					const over = at(f + df, r + dr);
					const land = at(f + 2 * df, r + 2 * dr);
					if (over < 0 || land < 0) continue;
					const v = work[over];
					if (!v || v.white === whiteToMove || captured.includes(over) || work[land]) continue;
					options.push({ land, captured: [...captured, over], king: Math.floor(land / 8) === farRank });
				} else {
					let k = 1;
					while (at(f + k * df, r + k * dr) >= 0 && !work[at(f + k * df, r + k * dr)]) k++;
					const over = at(f + k * df, r + k * dr);
					if (over < 0) continue;
					const v = work[over];
					if (!v || v.white === whiteToMove || captured.includes(over)) continue;
					const lands: number[] = [];
					for (let j = k + 1; at(f + j * df, r + j * dr) >= 0 && !work[at(f + j * df, r + j * dr)]; j++) lands.push(at(f + j * df, r + j * dr));
					if (!lands.length) continue;
					const cont = lands.filter((l) => canCapture(l, [...captured, over]));
					for (const land of cont.length ? cont : lands) options.push({ land, captured: [...captured, over], king: true });
				}
			}
			if (!options.length) {
				if (captured.length) {
					const move: RefMove = {
						from: name(from),
						to: name(sq),
						captured: captured.map(name).sort(),
						promotes: !p.king && (promoted || Math.floor(sq / 8) === farRank)
					};
					found.set(JSON.stringify(move), move);
				}
				return;
			}
			for (const o of options) {
				if (turkish) walk(o.land, o.king || king, o.captured, promoted || (o.king && !king));
				else {
					const victim = o.captured[o.captured.length - 1];
					const saved = work[victim];
					work[victim] = null;
					walk(o.land, o.king || king, o.captured, promoted || (o.king && !king));
					work[victim] = saved;
				}
			}
		};
		// Whether a king on sq could capture again.
		const canCapture = (sq: number, captured: number[]): boolean => {
			const f = sq % 8;
			const r = Math.floor(sq / 8);
			for (const [df, dr] of DIRS) {
				let k = 1;
				while (at(f + k * df, r + k * dr) >= 0 && !work[at(f + k * df, r + k * dr)]) k++;
				const over = at(f + k * df, r + k * dr);
				if (over < 0) continue;
				const v = work[over];
				const land = at(f + (k + 1) * df, r + (k + 1) * dr);
				if (v && v.white !== whiteToMove && !captured.includes(over) && land >= 0 && !work[land]) return true;
			}
			return false;
		};
		walk(from, p.king, [], false);
	}
	if (found.size) return [...found.values()];
	const quiet: RefMove[] = [];
	for (let from = 0; from < 64; from++) {
		const p = board[from];
		if (!p || p.white !== whiteToMove) continue;
		const f = from % 8;
		const r = Math.floor(from / 8);
		for (const [df, dr] of DIRS) {
			if (!p.king && dr !== (whiteToMove ? 1 : -1)) continue;
			for (let k = 1; k <= (p.king ? 7 : 1); k++) {
				const to = at(f + k * df, r + k * dr);
				if (to < 0 || board[to]) break;
				quiet.push({ from: name(from), to: name(to), captured: [], promotes: !p.king && Math.floor(to / 8) === (whiteToMove ? 7 : 0) });
			}
		}
	}
	return quiet;
}
