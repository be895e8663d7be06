import { describe, expect, it } from 'vitest';
import { uniqueLocationLabels } from './location-labels';

const tree = [
  { id: 1, name: 'INDIA', path: '/1/' },
  { id: 2, name: 'Telangana', path: '/1/2/' },
  { id: 3, name: 'Adilabad', path: '/1/2/3/' },
  { id: 4, name: 'Adilabad', path: '/1/2/3/4/' },
  { id: 5, name: 'Uttar Pradesh', path: '/1/5/' },
  { id: 6, name: 'Agra', path: '/1/5/6/' },
  { id: 7, name: 'Agra', path: '/1/5/6/7/' },
  { id: 8, name: 'Maharashtra', path: '/1/8/' },
  { id: 9, name: 'Aurangabad', path: '/1/8/9/' },
  { id: 10, name: 'Bihar', path: '/1/10/' },
  { id: 11, name: 'Aurangabad', path: '/1/10/11/' },
  { id: 12, name: 'Pune', path: '/1/8/12/' },
];

describe('uniqueLocationLabels (issue 26)', () => {
  it('names a location held once bare, and same-named ones with the fewest ancestors that tell them apart', () => {
    const labels = uniqueLocationLabels(tree);
    expect([3, 4, 6, 7, 9, 11, 12, 1].map((id) => labels.get(id))).toEqual([
      'Adilabad (Telangana)',
      'Adilabad (Adilabad)',
      'Agra (Uttar Pradesh)',
      'Agra (Agra)',
      'Aurangabad (Maharashtra)',
      'Aurangabad (Bihar)',
      'Pune',
      'INDIA',
    ]);
  });

  it('goes up as far as it takes, case and spaces aside', () => {
    const labels = uniqueLocationLabels([
      { id: 1, name: 'INDIA', path: '/1/' },
      { id: 2, name: 'Goa', path: '/1/2/' },
      { id: 3, name: 'North', path: '/1/2/3/' },
      { id: 4, name: 'Ponda', path: '/1/2/3/4/' },
      { id: 5, name: 'Kerala', path: '/1/5/' },
      { id: 6, name: 'North', path: '/1/5/6/' },
      { id: 7, name: 'ponda ', path: '/1/5/6/7/' },
    ]);
    expect([labels.get(4), labels.get(7), labels.get(3)]).toEqual(['Ponda (North, Goa)', 'ponda (North, Kerala)', 'North (Goa)']);
  });
});
