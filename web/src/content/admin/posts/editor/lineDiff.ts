/** One line of a diff: kept in both, only in the older text (removed), or only in the newer (added). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

const maxCells = 4_000_000;

/**
 * The lines of `after` compared with `before`, from their longest common subsequence (a table of
 * before × after lines: a post's markdown is at most a few thousand lines, and both ends that agree are set
 * aside first, so an edit in the middle of a long post compares only its middle).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const same = (text: string): DiffLine => ({ kind: 'same', text });
  const around = (middle: DiffLine[]) => [...a.slice(0, start).map(same), ...middle, ...a.slice(endA).map(same)];
  // Past a few million cells the table would hold up the screen: a rewrite that large is shown as one.
  if (midA.length * midB.length > maxCells) {
    return around([
      ...midA.map((text): DiffLine => ({ kind: 'removed', text })),
      ...midB.map((text): DiffLine => ({ kind: 'added', text })),
    ]);
  }
  // common[i][j]: the longest common subsequence of midA from i and midB from j.
  const common = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      common[i]![j] = midA[i] === midB[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) {
      middle.push({ kind: 'same', text: midA[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) {
      middle.push({ kind: 'removed', text: midA[i++]! });
    } else {
      middle.push({ kind: 'added', text: midB[j++]! });
    }
  }
  while (i < midA.length) middle.push({ kind: 'removed', text: midA[i++]! });
  while (j < midB.length) middle.push({ kind: 'added', text: midB[j++]! });
  return around(middle);
}
