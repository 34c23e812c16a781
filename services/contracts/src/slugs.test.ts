import { describe, expect, it } from 'vitest';
import { plainLetters, slugFromTitle, slugOf } from './slugs.js';

describe('slugs keep accented letters as their plain forms', () => {
  it.each([
    ['cafés', 'cafes'],
    ['Québec', 'quebec'],
    ['Crème Brûlée', 'creme brulee'],
    ['Straße', 'strasse'],
    ['Œuvre', 'oeuvre'],
    ['Ça va', 'ca va'],
  ])('%j reads %j', (text, plain) => {
    expect(plainLetters(text)).toBe(plain);
  });

  it('in a post title and in a category or tag name alike', () => {
    expect(slugFromTitle('Les cafés de Québec')).toBe('les-cafes-de-quebec');
    expect(slugOf('Cafés de Québec')).toBe('cafes-de-quebec');
    expect(slugOf('Montréal & Lévis')).toBe('montreal-levis');
  });
});
