/** /learn/practice: the course's endgame practice; /learn alone is the lessons. */
export function match(param: string): param is 'practice' {
	return param === 'practice';
}
