/**
 * The `points` attribute of an SVG polyline or polygon through `values`:
 * the i-th value at (`x(i)`, `y(value)`), each figure to one decimal.
 */
export function linePoints(values: readonly number[], x: (i: number) => number, y: (value: number) => number): string {
	return values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
}
