/**
 * The words of a generated puzzle: title, hints and source, in English and
 * Russian, made from what the proof found (themes, replies, locked men).
 */
import { type Move, type Position, popcount, squareName } from '../engine';
import { ruWord } from '../i18n/plural';
import type { Puzzle, Text, Theme } from '../bank/types';
import type { Level } from './difficulty';
import type { ThemeFacts } from './themes';

/** What the texts are made from. */
export interface PuzzleFacts {
	pos: Position;
	n: number;
	key: Move;
	facts: ThemeFacts;
}

const SIDE = { en: ['Black', 'White'], ru: ['Чёрные', 'Белые'] };

function movesEn(n: number): string {
	return `${n} move${n === 1 ? '' : 's'}`;
}

function movesRu(n: number): string {
	return `${n} ${ruWord(n, 'ход', 'хода', 'ходов')}`;
}

/** Hints from the most general to the most telling; the last names the piece to move. */
export function puzzleHints(g: PuzzleFacts): { en: string[]; ru: string[] } {
	const w = g.pos.whiteToMove ? 1 : 0;
	const en: string[] = [`${SIDE.en[w]} wins in ${movesEn(g.n)} against any defence, and only one first move does it.`];
	const ru: string[] = [`${SIDE.ru[w]} выигрывают в ${movesRu(g.n)} при любой защите, но только одним-единственным первым ходом.`];
	const f = g.facts;
	if (f.sacrifice) {
		en.push('Begin with a sacrifice: put a piece where the opponent has to take it.');
		ru.push('Начните с жертвы: подставьте шашку так, чтобы сопернику пришлось её бить.');
	}
	if (f.threat) {
		en.push('After the right first move you threaten to win with your very next move.');
		ru.push('После верного первого хода вы угрожаете выиграть следующим же ходом.');
	}
	if (f.themes.includes('constriction')) {
		if (f.replies === 1) {
			en.push('Squeeze the opponent: after the right move it has a single reply left, and it loses.');
			ru.push('Стесните соперника: после верного хода у него останется единственный ответ, и он ведёт к проигрышу.');
		} else {
			en.push('Squeeze the opponent: after the right move it has only two replies left, and both lose.');
			ru.push('Стесните соперника: после верного хода у него останется всего два ответа, и оба ведут к проигрышу.');
		}
	}
	if (f.locked.length) {
		const sq = f.locked[0];
		const own = ((g.pos.whiteToMove ? g.pos.white : g.pos.black) >>> sq) & 1;
		const name = squareName(sq);
		en.push(`Note ${own ? 'your' : "the opponent's"} man on ${name}: it is locked in and has no move.`);
		ru.push(`Обратите внимание на ${own ? 'свою' : 'чужую'} простую на ${name}: она заперта, хода у неё нет.`);
	}
	if (!f.sacrifice && !f.themes.includes('constriction')) {
		const k = f.replies;
		en.push(`The right first move gives nothing away; the opponent then has ${k} ${k === 1 ? 'reply' : 'replies'}, and none of them saves the game.`);
		ru.push(
			k === 1
				? 'Верный первый ход ничего не отдаёт; на него у соперника единственный ответ, и он не спасает.'
				: `Верный первый ход ничего не отдаёт; на него у соперника ${k} ${ruWord(k, 'ответ', 'ответа', 'ответов')}, и ни один не спасает.`
		);
	}
	if (f.block) {
		en.push('The game ends with your pieces blocked, not with all of them given away.');
		ru.push('Партия закончится тем, что ваши шашки будут заперты, а не отданы.');
	}
	const king = ((g.pos.kings >>> g.key.from) & 1) === 1;
	const from = squareName(g.key.from);
	en.push(`Move the ${king ? 'king' : 'man'} on ${from}.`);
	ru.push(`Ходите ${king ? 'дамкой' : 'простой'} с ${from}.`);
	return { en, ru };
}

const NUMBERS_EN = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
// Feminine (шашка): одна, две; after "против" the genitive.
const NUMBERS_RU = ['ноль', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать'];
const NUMBERS_RU_GEN = ['ни одной', 'одной', 'двух', 'трёх', 'четырёх', 'пяти', 'шести', 'семи', 'восьми', 'девяти', 'десяти', 'одиннадцати', 'двенадцати'];

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

/** "three against two": the mover's pieces against the opponent's. */
function materialText(pos: Position): Text {
	const own = popcount(pos.whiteToMove ? pos.white : pos.black);
	const opp = popcount(pos.whiteToMove ? pos.black : pos.white);
	return { en: `${NUMBERS_EN[own]} against ${NUMBERS_EN[opp]}`, ru: `${NUMBERS_RU[own]} против ${NUMBERS_RU_GEN[opp]}` };
}

/**
 * A title from the puzzle's most telling theme and its material, e.g.
 * "Sacrifice with a threat: three against two". It never repeats what the
 * page's subtitle says (side to move, N) and never names the key move.
 */
export function puzzleTitle(pos: Position, themes: readonly Theme[], facts: Pick<ThemeFacts, 'locked'>): Text {
	const has = (t: Theme) => themes.includes(t);
	const material = materialText(pos);
	const titled = (en: string, ru: string): Text => ({ en: `${en}: ${material.en}`, ru: `${ru}: ${material.ru}` });
	if (has('locked-men') && facts.locked.length) {
		const sq = squareName(facts.locked[0]);
		return titled(`Locked man on ${sq}`, `Запертая простая на ${sq}`);
	}
	if (has('block')) return titled('Locked in to win', 'Запереться и выиграть');
	if (has('threat')) return has('sacrifice') ? titled('Sacrifice with a threat', 'Жертва с угрозой') : titled('Quiet threat', 'Тихая угроза');
	if (has('constriction')) return has('king-endgame') ? titled('Squeeze with kings', 'Стеснение с дамками') : titled('Squeeze', 'Стеснение');
	if (has('many-against-few')) return { en: capital(material.en), ru: capital(material.ru) };
	if (has('king-endgame'))
		return has('sacrifice') ? titled('Sacrifice in a king ending', 'Жертва в окончании с дамками') : titled('King ending', 'Окончание с дамками');
	if (has('sacrifice')) return titled('Sacrifice', 'Жертва');
	return titled('Quiet move', 'Тихий ход');
}

export const GENERATED_SOURCE: Text = { en: "Generated by this app's solver", ru: 'Составлено решателем приложения' };

export function toPuzzle(g: PuzzleFacts & { fen: string; line: readonly string[]; level: Level }, id: string): Puzzle {
	return {
		id,
		title: puzzleTitle(g.pos, g.facts.themes, g.facts),
		fen: g.fen,
		aim: 'giveaway',
		claim: `win in ${g.n}`,
		unique: true,
		solution: [...g.line],
		themes: g.facts.themes,
		difficulty: g.level,
		source: GENERATED_SOURCE,
		hints: puzzleHints(g)
	};
}
