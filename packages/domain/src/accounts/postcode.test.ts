import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { POSTCODE_MESSAGE, parsePostcode } from './postcode';

const value = (input: string) => {
  const result = parsePostcode(input);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to parse, got ${result.error.message}`);
  return result.value;
};

describe('parsePostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA', 'SW1A', 'full'],
    ['SW1A', 'SW1A', 'SW1A', 'outward'],
    ['M1 1AE', 'M1 1AE', 'M1', 'full'],
    ['B33 8TH', 'B33 8TH', 'B33', 'full'],
    ['CR2 6XH', 'CR2 6XH', 'CR2', 'full'],
    ['DN55 1PT', 'DN55 1PT', 'DN55', 'full'],
    ['EC1A 1BB', 'EC1A 1BB', 'EC1A', 'full'],
    ['W1A 0AX', 'W1A 0AX', 'W1A', 'full'],
    ['GIR 0AA', 'GIR 0AA', 'GIR', 'full'],
    ['M1', 'M1', 'M1', 'outward'],
    ['B33', 'B33', 'B33', 'outward'],
    ['DN55', 'DN55', 'DN55', 'outward'],
    ['W1A', 'W1A', 'W1A', 'outward'],
    ['EC1A', 'EC1A', 'EC1A', 'outward'],
  ] as const)('reads %j as %j (outward %j, %s)', (input, standard, outward, kind) => {
    expect(value(input)).toEqual({ value: standard, outward, kind });
  });

  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['  s w 1 a 1 a a  ', 'SW1A 1AA'],
    ['Sw1A   1aA', 'SW1A 1AA'],
    ['sw1a', 'SW1A'],
    [' s W1 a ', 'SW1A'],
    ['m11ae', 'M1 1AE'],
    ['ec1a\t1bb', 'EC1A 1BB'],
    ['gir0aa', 'GIR 0AA'],
    ['dn551pt', 'DN55 1PT'],
  ] as const)('ignores spaces and case: %j -> %j', (input, standard) => {
    expect(value(input).value).toBe(standard);
  });

  it.each([
    '',
    '   ',
    '12345',
    'ABC 123',
    'Q1 1AA', // Q never starts an area
    'V1 1AA',
    'X1 1AA',
    'AI1 1AA', // I never second
    'AJ1 1AA',
    'AZ1 1AA',
    'SW1A 1AAA',
    'SW1A1A',
    'SW1A 1A',
    'SW1A 11A',
    'SW 1AA',
    'SW1AB 1AA',
    'GIR',
    'GIR 0AB',
    'SW1A-1AA',
    'SW1A 1AA!',
  ])('rejects %j', (input) => {
    const result = parsePostcode(input);
    expect(result).toEqual({ ok: false, error: { code: 'VALIDATION', field: 'postcode', message: 'Please enter a valid UK postcode' } });
  });

  it.each(['C', 'I', 'K', 'M', 'O', 'V'])('rejects the letter %s in either place of the unit', (letter) => {
    expect(parsePostcode(`SW1A 1${letter}A`).ok).toBe(false);
    expect(parsePostcode(`SW1A 1A${letter}`).ok).toBe(false);
    // and the same unit with an allowed letter is fine, so the letter is what was refused
    expect(parsePostcode('SW1A 1AA').ok).toBe(true);
  });

  it('names the field it was given', () => {
    const result = parsePostcode('nope', 'deliveryPostcode');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual({ code: 'VALIDATION', field: 'deliveryPostcode', message: POSTCODE_MESSAGE });
  });

  it('exports the message exactly', () => {
    expect(POSTCODE_MESSAGE).toBe('Please enter a valid UK postcode');
  });
});

// Valid postcodes built from the Royal Mail letter sets.
const FIRST = 'ABCDEFGHIJKLMNOPRSTUWYZ'.split(''); // not Q, V, X
const SECOND = 'ABCDEFGHKLMNOPQRSTUVWXY'.split(''); // not I, J, Z
const THIRD_A9A = 'ABCDEFGHJKPSTUW'.split('');
const FOURTH_AA9A = 'ABEHMNPRVWXY'.split('');
const UNIT = 'ABDEFGHJLNPQRSTUWXYZ'.split(''); // not C, I, K, M, O, V
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const of = (letters: string[]) => fc.constantFrom(...letters);

const outwardCode = fc.oneof(
  fc.tuple(of(FIRST), digit).map((p) => p.join('')), // A9
  fc.tuple(of(FIRST), digit, digit).map((p) => p.join('')), // A99
  fc.tuple(of(FIRST), of(SECOND), digit).map((p) => p.join('')), // AA9
  fc.tuple(of(FIRST), of(SECOND), digit, digit).map((p) => p.join('')), // AA99
  fc.tuple(of(FIRST), digit, of(THIRD_A9A)).map((p) => p.join('')), // A9A
  fc.tuple(of(FIRST), of(SECOND), digit, of(FOURTH_AA9A)).map((p) => p.join('')), // AA9A
);
const inwardCode = fc.tuple(digit, of(UNIT), of(UNIT)).map((p) => p.join(''));
const validPostcode = fc.oneof(
  fc.tuple(outwardCode, inwardCode).map(([o, i]) => ({ standard: `${o} ${i}`, outward: o })),
  outwardCode.map((o) => ({ standard: o, outward: o })),
);

/** The compact characters with 0-3 whitespace characters before each one and at the end, each character in a random case. */
const disguise = (standard: string) => {
  const chars = standard.replace(/ /g, '').split('');
  return fc
    .tuple(
      fc.array(fc.stringMatching(/^[ \t]{0,3}$/), { minLength: chars.length + 1, maxLength: chars.length + 1 }),
      fc.array(fc.boolean(), { minLength: chars.length, maxLength: chars.length }),
    )
    .map(([gaps, lower]) => chars.map((c, i) => gaps[i]! + (lower[i] ? c.toLowerCase() : c)).join('') + gaps[chars.length]!);
};

describe('postcode normalisation (properties)', () => {
  it('the generator only builds letters the rules allow', () => {
    expect(FIRST).not.toContain('Q');
    expect(FIRST).not.toContain('V');
    expect(FIRST).not.toContain('X');
    expect(FIRST).toHaveLength(23);
    expect(SECOND).toHaveLength(23);
  });

  it('reads every valid postcode, with any spacing and any casing, as its standard form', () => {
    fc.assert(
      fc.property(
        validPostcode.chain((pc) => fc.tuple(fc.constant(pc), disguise(pc.standard))),
        ([pc, disguised]) => {
          const result = parsePostcode(disguised);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.value.value).toBe(pc.standard);
          expect(result.value.outward).toBe(pc.outward);
          expect(result.value.kind).toBe(pc.standard.includes(' ') ? 'full' : 'outward');
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('two disguises of the same postcode normalise to the same value', () => {
    fc.assert(
      fc.property(
        validPostcode.chain((pc) => fc.tuple(disguise(pc.standard), disguise(pc.standard))),
        ([a, b]) => {
          const ra = parsePostcode(a);
          const rb = parsePostcode(b);
          expect(ra.ok && rb.ok).toBe(true);
          if (ra.ok && rb.ok) expect(ra.value).toEqual(rb.value);
        },
      ),
    );
  });

  it('normalising a normalised value changes nothing', () => {
    fc.assert(
      fc.property(
        validPostcode.chain((pc) => disguise(pc.standard)),
        (input) => {
          const once = parsePostcode(input);
          expect(once.ok).toBe(true);
          if (!once.ok) return;
          const twice = parsePostcode(once.value.value);
          expect(twice).toEqual(once);
        },
      ),
    );
  });

  it('refuses any valid postcode whose unit has a forbidden letter', () => {
    fc.assert(
      fc.property(outwardCode, digit, of(UNIT), fc.constantFrom('C', 'I', 'K', 'M', 'O', 'V'), fc.boolean(), (o, d, ok, bad, badFirst) => {
        const unit = badFirst ? `${bad}${ok}` : `${ok}${bad}`;
        expect(parsePostcode(`${o} ${d}${unit}`).ok).toBe(false);
      }),
    );
  });
});
