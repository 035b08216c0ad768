/** Both pages are prerendered: /learn and /learn/practice. */
export const entries = () => [{ part: undefined }, { part: 'practice' }];
