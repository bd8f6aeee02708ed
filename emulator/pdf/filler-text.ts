// Plausible boilerplate for pages that carry no extracted figures, reproducible from the spec's seed.

const OPENINGS = [
  'The Board of Directors',
  'The company',
  'The statutory auditor',
  'Management',
  'The audit committee',
  'The Registrar of Companies',
  'The shareholders',
  'The designated partner',
];
const VERBS = [
  'has reviewed',
  'confirms',
  'records',
  'has taken note of',
  'reports on',
  'has examined',
  'discloses',
  'affirms compliance with',
];
const OBJECTS = [
  'the statement of profit and loss for the year',
  'the provisions of section 134 of the Companies Act, 2013',
  'the related party transactions entered into during the year',
  'the internal financial controls over financial reporting',
  'the charges created, modified and satisfied during the year',
  'the contingent liabilities not provided for',
  'the accounting policies applied consistently with the previous year',
  'the allotment of equity shares under the relevant resolution',
  'the secretarial standards issued by the Institute of Company Secretaries of India',
  'the transfer of unclaimed dividend to the Investor Education and Protection Fund',
];
const CLOSINGS = [
  'as required by the applicable rules.',
  'and finds no material misstatement.',
  'in the manner prescribed.',
  'subject to the notes forming part of the accounts.',
  'as at the balance sheet date.',
  'to the extent applicable to the company.',
];

/** mulberry32: tiny, fast and good enough for choosing words. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Paragraphs of boilerplate for one page; the same (seed, pageIndex) always gives the same text. */
export function fillerParagraphs(seed: number, pageIndex: number, count: number): string[] {
  const random = seededRandom((seed ^ Math.imul(pageIndex + 1, 0x9e3779b1)) >>> 0);
  const paragraphs: string[] = [];
  for (let p = 0; p < count; p++) {
    const sentences: string[] = [];
    const sentenceCount = 2 + Math.floor(random() * 3);
    for (let s = 0; s < sentenceCount; s++) {
      sentences.push(`${pick(random, OPENINGS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, CLOSINGS)}`);
    }
    paragraphs.push(`${pageIndex + 1}.${p + 1} ${sentences.join(' ')}`);
  }
  return paragraphs;
}
