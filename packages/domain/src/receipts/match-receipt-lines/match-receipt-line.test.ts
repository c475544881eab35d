import { describe, expect, it } from 'vitest';
import type { Ingredient, PackUnit } from '../../catalogue/ingredient';
import type { Product } from '../../catalogue/cost';
import { CatalogueSnapshot } from '../../catalogue/snapshot';
import { matchReceiptLine, packFromName, receiptFoodText } from './match-receipt-line';

const nutrition = { energyKcal: null, proteinG: null, carbohydrateG: null, fatG: null, fibreG: null, sugarsG: null, saltG: null };
const ingredient = (slug: string, name: string, size: number, unit: PackUnit): Ingredient => ({
  slug, name, aisle: 'Pantry Items', allergens: [], contains: [], perishable: false, density: 1, unitWeights: { each: 60 }, nutrition, pack: { size, unit },
});
const product = (ingredient: string, chain: string, packSize: number, packUnit: PackUnit, pricePence: number): Product => ({
  ingredient, chain, name: ingredient, packSize, packUnit, pricePence, priceDate: '2025-01-01', source: 'Estimate', estimate: true,
});
const snapshot = new CatalogueSnapshot({
  ingredients: [
    ingredient('semi-skimmed-milk', 'Semi-skimmed milk', 2272, 'ml'),
    ingredient('whole-milk', 'Whole milk', 2272, 'ml'),
    ingredient('baked-beans', 'Baked beans in tomato sauce', 415, 'g'),
    ingredient('eggs', 'Eggs', 6, 'each'),
    ingredient('beef-mince', 'Beef mince', 500, 'g'),
    ingredient('tinned-chopped-tomatoes', 'Chopped tomatoes (tin)', 400, 'g'),
  ],
  products: [product('baked-beans', 'Tesco', 415, 'g', 140), product('eggs', "Sainsbury's", 12, 'each', 300)],
  recipes: [],
});

describe('matchReceiptLine', () => {
  it('names till abbreviations and own-brand words as the catalogue ingredient, with the printed pack', () => {
    const m = matchReceiptLine(snapshot, 'JS BF MNCE 500G', "Sainsbury's");
    expect(m.ingredient?.slug).toBe('beef-mince');
    expect(m.confidence).toBeGreaterThanOrEqual(0.9);
    expect(m.pack).toEqual({ size: 500, unit: 'g' });
    expect(m.packMatchesCatalogue).toBe(true);
    expect(matchReceiptLine(snapshot, 'TESCO CHPD TOMS 400G', 'Tesco').ingredient?.slug).toBe('tinned-chopped-tomatoes');
    expect(matchReceiptLine(snapshot, 'BRITISH SEMI SKIMMED MILK 4PT', 'Tesco').ingredient?.slug).toBe('semi-skimmed-milk');
  });

  it('compares the printed pack with the chain\'s pack and lowers the confidence when they differ', () => {
    const same = matchReceiptLine(snapshot, 'HEINZ BAKED BEANS 415G', 'Tesco');
    expect(same.packMatchesCatalogue).toBe(true);
    const six = matchReceiptLine(snapshot, 'JS FREE RANGE EGGS X6', "Sainsbury's");
    expect(six.ingredient?.slug).toBe('eggs');
    expect(six.pack).toEqual({ size: 6, unit: 'each' });
    expect(six.packMatchesCatalogue).toBe(false);
    expect(six.confidence).toBeLessThan(1);
  });

  it('leaves what is no food of the catalogue unmatched, with suggestions at most', () => {
    const m = matchReceiptLine(snapshot, 'KITCHEN ROLL 2PK', 'Tesco');
    expect(m.ingredient).toBeNull();
  });
});

describe('packFromName and receiptFoodText', () => {
  it('reads sizes in grams, kilograms, litres, pints and counts', () => {
    expect(packFromName('MILK 4PT')).toEqual({ size: 2272, unit: 'ml' });
    expect(packFromName('Rice 1.5kg')).toEqual({ size: 1500, unit: 'g' });
    expect(packFromName('Cola 2L')).toEqual({ size: 2000, unit: 'ml' });
    expect(packFromName('Eggs 12 pack')).toEqual({ size: 12, unit: 'each' });
    expect(packFromName('Bananas')).toBeNull();
  });
  it('drops sizes and own-brand words and spells out abbreviations', () => {
    expect(receiptFoodText('TESCO FINEST CHKN BRST FLLTS 300G')).toBe('chicken breast fillets');
  });
});
