import type { MoveError } from '$lib/engine';
import { area } from './area';
import { clip, moveReasonEn, moveReasonRu } from './move-errors';

/**
 * Why a typed move cannot be played. Said only after a bad move is typed, so
 * it comes with more.ts (ui/board/TypedMove.svelte loads it then on `/`).
 */
export const typedMove = area(
	{
		typedMoveError: (e: MoveError): string => {
			const text = clip(e.text.trim());
			if (e.kind === 'syntax') return `Cannot read "${text}": write e.g. c3-d4, cd4 or c3:e5.`;
			if (e.kind === 'ambiguous') return `"${text}" could be ${e.candidates.join(' or ')}: write more of it.`;
			return `"${text}" cannot be played: ${moveReasonEn(e)}.`;
		}
	},
	{
		typedMoveError: (e: MoveError): string => {
			const text = clip(e.text.trim());
			if (e.kind === 'syntax') return `Не удаётся прочитать «${text}»: пишите, например, c3-d4, cd4 или c3:e5.`;
			if (e.kind === 'ambiguous') return `«${text}» может означать ${e.candidates.join(' или ')}: уточните ход.`;
			return `Ход «${text}» невозможен: ${moveReasonRu(e)}.`;
		}
	}
);
