import type { GameEntry } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { matchGames } from '../game-search-page';

const game = (id: number, name: string, brand: number, tags: number[]): GameEntry => ({
  id,
  name,
  brand,
  type: 1,
  platform: 1,
  tags,
  image: '',
  isHot: false,
  isNew: false,
});

const games = [
  game(1, 'Sampaguita Fortune', 10, [100]),
  game(2, 'Jeepney Rocket', 10, [101]),
  game(3, 'Mines of Luzon', 11, [101, 102]),
];
const brands = new Map([
  [10, 'Royal Studio'],
  [11, 'Island Games'],
]);
const tags = new Map([
  [100, 'Slots'],
  [101, 'Instant'],
  [102, 'Risk'],
]);
const names = (query: string) => matchGames(games, query, brands, tags).map((found) => found.name);

describe('searching games', () => {
  it('finds games by name, studio or tag, ignoring case', () => {
    expect(names('fortune')).toEqual(['Sampaguita Fortune']);
    expect(names('ISLAND')).toEqual(['Mines of Luzon']);
    expect(names('instant')).toEqual(['Jeepney Rocket', 'Mines of Luzon']);
  });

  it('needs every word to match somewhere', () => {
    expect(names('instant royal')).toEqual(['Jeepney Rocket']);
    expect(names('slots island')).toEqual([]);
  });
});
