import { describe, expect, it } from 'vitest';
import { reasonLine, recommend, type RuleConditions } from '../../../../src/domain/checkout/recommend.ts';

const rules: { when: RuleConditions; id: string }[] = [
  { when: { sensitivity: ['Often'] }, id: 'serum' },
  { when: { concern: ['Dullness and uneven tone'], routine: ['Three or more'] }, id: 'peel' },
  { when: { concern: ['Dullness and uneven tone'] }, id: 'elixir' },
  { when: { concern: ['Loss of firmness'], age: ['55–64', '65 or over'] }, id: 'set' },
  { when: { concern: ['Fine lines and wrinkles', 'Loss of firmness'] }, id: 'balm' },
];

describe('recommend (the quiz answers, R-FLOW-1)', () => {
  it('picks the rule whose every condition the answers meet', () => {
    expect(recommend(rules, { concern: 'Dullness and uneven tone', routine: 'None' })?.id).toBe('elixir');
    expect(recommend(rules, { concern: 'Dullness and uneven tone', routine: 'Three or more' })?.id).toBe('peel');
  });

  it('reads a list of answers as "one of them"', () => {
    expect(recommend(rules, { concern: 'Loss of firmness', age: '65 or over' })?.id).toBe('set');
    expect(recommend(rules, { concern: 'Loss of firmness', age: '35–44' })?.id).toBe('balm');
  });

  it('on a tie the rule listed first wins', () => {
    const both = { sensitivity: 'Often', concern: 'Dullness and uneven tone', routine: 'Three or more' };
    expect(recommend(rules, both)?.id).toBe('serum');
    expect(recommend(rules.toReversed(), both)?.id).toBe('elixir');
  });

  it('an unanswered question meets no condition', () => {
    expect(recommend(rules, { routine: 'Three or more' })).toBeUndefined();
    expect(recommend(rules, { concern: 'Loss of firmness' })?.id, 'the age rule needs an age').toBe('balm');
  });

  it('no rule met, or no rules: no recommendation, so the shopper goes to the funnel’s next step', () => {
    expect(recommend(rules, { concern: 'Dryness', sensitivity: 'Rarely' })).toBeUndefined();
    expect(recommend([], { concern: 'Dryness' })).toBeUndefined();
  });

  it('says why in one line', () => {
    expect(reasonLine('your skin reacts to new products', 'Gentle Retinol Serum')).toBe(
      'Because your skin reacts to new products, we suggest the Gentle Retinol Serum.',
    );
  });
});
