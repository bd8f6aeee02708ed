import { describe, expect, it } from 'vitest';
import { sentence, sentences } from './sentences';

describe('sentences', () => {
  it('closes a piece with exactly one full stop, whether or not it had one', () => {
    expect(sentence('The registry holds no company U01100DL2001PTC999999. Check the company identifier.')).toBe(
      'The registry holds no company U01100DL2001PTC999999. Check the company identifier.',
    );
    expect(sentence('Check the company identifier')).toBe('Check the company identifier.');
    expect(sentence('Check the company identifier.. ')).toBe('Check the company identifier.');
    expect(sentence('give its two-letter code (TN, WB)')).toBe('give its two-letter code (TN, WB).');
    expect(sentence('Is the key right?')).toBe('Is the key right?');
    expect(sentence(' . ')).toBe('');
  });

  it('joins pieces with one full stop between them (issue 28: "identifier.. Nothing was spent.")', () => {
    expect(sentences('Mirror X cannot run: The registry holds no company X. Check the company identifier.', 'Nothing was spent.')).toBe(
      'Mirror X cannot run: The registry holds no company X. Check the company identifier. Nothing was spent.',
    );
    expect(sentences('Every profile is fresh (bought within 30 days): nothing to buy', 'Nothing was spent')).toBe(
      'Every profile is fresh (bought within 30 days): nothing to buy. Nothing was spent.',
    );
    expect(sentences('One.', null, undefined, false, '', 'Two')).toBe('One. Two.');
  });
});
