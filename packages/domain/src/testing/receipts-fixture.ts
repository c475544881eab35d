import { CatalogueCache } from '../catalogue/catalogue-cache';
import type { Ingredient, PackUnit } from '../catalogue/ingredient';
import type { Product } from '../catalogue/cost';
import { EMPTY_PROFILE } from '../accounts/user';
import { ok } from '../shared/result';
import { ScanReceipt } from '../receipts/scan-receipt/scan-receipt.use-case';
import { HouseholdPrices } from '../receipts/price-book/household-prices';
import { FixedClock } from './fixed-clock';
import { InMemoryUserRepository } from './in-memory-accounts';
import { InMemoryCatalogueSource } from './in-memory-catalogue';
import { InMemoryReceiptBook } from './in-memory-receipt-book';
import { InMemoryReceiptRepository } from './in-memory-site';

const nutrition = { energyKcal: null, proteinG: null, carbohydrateG: null, fatG: null, fibreG: null, sugarsG: null, saltG: null };
const ingredient = (slug: string, name: string, size: number, unit: PackUnit, perishable = false): Ingredient => ({
  slug, name, aisle: 'Pantry Items', allergens: [], contains: [], perishable, density: 1, unitWeights: { each: 150 }, nutrition, pack: { size, unit },
});
const product = (ingredient: string, chain: string, packSize: number, packUnit: PackUnit, pricePence: number): Product => ({
  ingredient, chain, name: ingredient, packSize, packUnit, pricePence, priceDate: '2026-11-01', source: 'Estimate', estimate: true,
});

/** A small catalogue of what a Tesco receipt buys: milk, bananas, baked beans and red onions, at Tesco and Aldi. */
export const RECEIPT_CATALOGUE = {
  ingredients: [
    ingredient('semi-skimmed-milk', 'Semi-skimmed milk', 2272, 'ml', true),
    ingredient('bananas', 'Bananas', 1000, 'g', true),
    ingredient('baked-beans', 'Baked beans in tomato sauce', 415, 'g'),
    ingredient('red-onions', 'Red onions', 1000, 'g'),
  ],
  products: [
    product('semi-skimmed-milk', 'Tesco', 2272, 'ml', 155), product('semi-skimmed-milk', 'Aldi', 2272, 'ml', 145),
    product('bananas', 'Tesco', 1000, 'g', 98), product('bananas', 'Aldi', 1000, 'g', 90),
    product('baked-beans', 'Tesco', 415, 'g', 140), product('baked-beans', 'Aldi', 415, 'g', 75),
    product('red-onions', 'Tesco', 1000, 'g', 110), product('red-onions', 'Aldi', 1000, 'g', 99),
  ],
  recipes: [],
};

/** A Tesco receipt of 25 November 2026: milk with a Clubcard price, weighed bananas, two tins of beans on a multi-buy, onions. */
export const TESCO_RECEIPT = `TESCO
Manchester Market St Metro
12 Market Street, Manchester M1 1PW
BRITISH SEMI SKIMMED MILK 4PT      £1.55
CLUBCARD PRICE                    -£0.30
TESCO LOOSE BANANAS
  0.512 kg @ £0.98/kg              £0.50
HEINZ BAKED BEANS 415G             £2.80
  2 x £1.40
ANY 2 FOR £2.20                   -£0.60
2 X RED ONIONS                     £1.10
TOTAL                              £5.05
VISA                               £5.05
25/11/26 14:32   STORE 2345`;

/** A household in Manchester two days after that shop, with its receipt book and a scanner of pasted text. */
export async function receiptsFixture() {
  const clock = new FixedClock('2026-11-27T10:00:00Z');
  const users = new InMemoryUserRepository(clock);
  const owner = (await users.create({ email: 'owner@example.com', passwordHash: null, firstName: 'Rosa', lastName: 'Diaz', role: 'user', profile: { ...EMPTY_PROFILE, postcode: 'M1 1AE' } }))!;
  const book = new InMemoryReceiptBook();
  const budgetReceipts = new InMemoryReceiptRepository((id) => (id === owner.id ? owner.firstName : undefined));
  const catalogue = new CatalogueCache(new InMemoryCatalogueSource(RECEIPT_CATALOGUE), clock);
  const scan = new ScanReceipt(book, catalogue, { read: async () => ok('') }, clock);
  const prices = new HouseholdPrices(book, users, clock);
  /** The Tesco receipt scanned into a draft. */
  const draft = async (text = TESCO_RECEIPT, householdId = owner.id) => {
    const r = await scan.fromText(householdId, text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { clock, users, owner, book, budgetReceipts, catalogue, scan, prices, draft };
}
