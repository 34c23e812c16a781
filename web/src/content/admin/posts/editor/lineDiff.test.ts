import { describe, expect, it } from 'vitest';
import { lineDiff } from './lineDiff';

const kinds = (before: string, after: string) => lineDiff(before, after).map(({ kind, text }) => `${kind[0]} ${text}`);

describe('lineDiff', () => {
  it('keeps equal texts as they are', () => {
    expect(kinds('one\ntwo', 'one\ntwo')).toEqual(['s one', 's two']);
  });

  it('marks a changed line as removed, then added, between the lines both keep', () => {
    expect(kinds('## Start\nClaim it.\nThe end', '## Start\nClaim your profile.\nThe end')).toEqual([
      's ## Start',
      'r Claim it.',
      'a Claim your profile.',
      's The end',
    ]);
  });

  it('finds lines added and removed anywhere, keeping the most lines in common', () => {
    expect(kinds('a\nb\nc\nd', 'b\nc\nx\nd\ne')).toEqual(['r a', 's b', 's c', 'a x', 's d', 'a e']);
  });

  it('compares with an empty text', () => {
    expect(kinds('', 'new')).toEqual(['r ', 'a new']);
    expect(kinds('old\nlines', 'old')).toEqual(['s old', 'r lines']);
  });

  it('compares long texts that differ in the middle quickly', () => {
    const lines = Array.from({ length: 5000 }, (_, n) => `line ${n}`);
    const edited = [...lines];
    edited[2500] = 'changed';
    const diff = lineDiff(lines.join('\n'), edited.join('\n'));
    expect(diff.filter((line) => line.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'line 2500' },
      { kind: 'added', text: 'changed' },
    ]);
    expect(diff).toHaveLength(5001);
  });
});

describe('lineDiff of a rewrite too large to compare line by line', () => {
  it('shows the old lines removed and the new ones added', () => {
    const before = Array.from({ length: 3000 }, (_, n) => `old ${n}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, n) => `new ${n}`).join('\n');
    const diff = lineDiff(`title\n${before}`, `title\n${after}`);
    expect(diff[0]).toEqual({ kind: 'same', text: 'title' });
    expect(diff.filter((line) => line.kind === 'removed')).toHaveLength(3000);
    expect(diff.filter((line) => line.kind === 'added')).toHaveLength(3000);
  });
});
