// Well-known real Indian business names and brands. Generated names must never contain them: the
// generator re-rolls any candidate that matches, and a test scans every generated name.

export const REAL_BRANDS = [
  'tata', 'reliance', 'infosys', 'wipro', 'adani', 'birla', 'mahindra', 'bajaj', 'godrej', 'hdfc', 'icici', 'larsen',
  'toubro', 'zomato', 'paytm', 'flipkart', 'airtel', 'bharti', 'vedanta', 'hindalco', 'ultratech', 'asian paints',
  'maruti', 'hero', 'tvs', 'leyland', 'dabur', 'marico', 'britannia', 'nestle', 'amul', 'patanjali', 'haldiram',
  'titan', 'tanishq', 'kotak', 'axis', 'indusind', 'sbi', 'lic', 'ongc', 'bhel', 'ntpc', 'gail', 'itc', 'hcl',
  'cipla', 'lupin', 'sun pharma', 'biocon', 'zydus', 'jindal', 'essar', 'vodafone', 'jio', 'ola', 'swiggy', 'byju',
  'nykaa', 'dmart', 'bigbasket', 'snapdeal', 'myntra', 'oyo', 'razorpay', 'zerodha', 'muthoot', 'shriram',
  'piramal', 'apollo', 'fortis', 'raymond', 'bata', 'emami', 'havells', 'voltas', 'polycab', 'pidilite', 'berger',
  'nerolac', 'unilever', 'dlf', 'indigo', 'spicejet', 'kingfisher', 'mrf', 'ceat', 'jsw', 'sail', 'hul', 'nalco',
  'bpcl', 'hpcl', 'iocl', 'mphasis', 'mindtree', 'cognizant', 'policybazaar', 'dream11', 'ambuja', 'acc',
];

const MULTI = REAL_BRANDS.filter((b) => b.includes(' ')).map((b) => [b, b.replace(/ /g, '')] as const);
const LONG = REAL_BRANDS.filter((b) => !b.includes(' ') && b.length >= 5);
const SHORT = new Set(REAL_BRANDS.filter((b) => !b.includes(' ') && b.length < 5));
const FOUR = REAL_BRANDS.filter((b) => !b.includes(' ') && b.length === 4);

/**
 * The brand a name contains, or null: multi-word brands and brands of five letters or more match
 * anywhere in the name (so coinages built around them are caught too); shorter ones match a whole
 * word, and four-letter ones also the start of a word.
 */
export function containsRealBrand(name: string): string | null {
  const lower = name.toLowerCase();
  const squashed = lower.replace(/[^a-z0-9]/g, '');
  for (const [brand, joined] of MULTI) if (squashed.includes(joined)) return brand;
  for (const brand of LONG) if (squashed.includes(brand)) return brand;
  for (const token of lower.split(/[^a-z0-9]+/)) {
    if (token.length === 0) continue;
    if (SHORT.has(token)) return token;
    for (const brand of FOUR) if (token.startsWith(brand)) return brand;
  }
  return null;
}
