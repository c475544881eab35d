import type { RecipeView } from '@larder/domain/catalogue/snapshot';
import type { Aisle, Ingredient } from '@larder/domain/catalogue/ingredient';

/** Background and accent per cuisine. */
const PALETTE: Record<string, [string, string]> = {
  British: ['#e7f3ec', '#1f7a4d'],
  Italian: ['#fdecea', '#b3261e'],
  Indian: ['#fff3dc', '#c26a00'],
  Mediterranean: ['#e6f1fb', '#1d5fa8'],
  Chinese: ['#fde8e4', '#a3261b'],
  Mexican: ['#fff0d6', '#a85b00'],
  Thai: ['#eaf6e3', '#3f7d20'],
  French: ['#eceefb', '#3949ab'],
  Japanese: ['#f7ecf2', '#8e2f5b'],
};

/** A simple drawing of the main ingredient's kind. */
const GLYPH: Partial<Record<Aisle, string>> = {
  'Meat & Poultry': '<path d="M150 95c30-20 70-5 70 30s-40 55-75 40l-25 25-12-12 25-25c-10-20-3-45 17-58z" />',
  'Fish & Seafood': '<path d="M100 130c30-35 90-35 120 0-30 35-90 35-120 0zm120 0 30-22v44z" /><circle cx="130" cy="124" r="5" fill="#fff"/>',
  'Fresh Produce': '<path d="M160 80c45 5 65 45 40 85-25 25-75 20-85-15-8-30 15-65 45-70z" /><path d="M160 80c5-15 15-22 28-25" stroke-width="6" fill="none"/>',
  'Dairy & Eggs': '<ellipse cx="160" cy="130" rx="38" ry="48" />',
  Bakery: '<path d="M105 150c0-45 110-45 110 0v18H105z" />',
  Frozen: '<path d="M160 85v90M121 107l78 46M121 153l78-46" stroke-width="10" fill="none"/>',
};
const BOWL = '<path d="M95 120h130c0 40-30 60-65 60s-65-20-65-60z" /><path d="M120 105c10-15 30-15 40 0M160 100c10-15 30-15 40 0" stroke-width="6" fill="none"/>';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * No photographs can be fetched, so each recipe gets an illustration drawn from its own attributes:
 * the cuisine's colours and a shape for the kind of its main (heaviest) ingredient.
 */
export function recipeImageSvg(view: RecipeView, ingredient: (slug: string) => Ingredient | undefined): string {
  const [background, accent] = PALETTE[view.recipe.cuisine] ?? ['#f1f1ef', '#44403c'];
  let main: Ingredient | undefined;
  let heaviest = -1;
  view.recipe.ingredients.forEach((line, i) => {
    const grams = view.facts.gramsPerLine[i] ?? 0;
    if (grams > heaviest) {
      heaviest = grams;
      main = ingredient(line.ingredient);
    }
  });
  const glyph = (main && GLYPH[main.aisle]) ?? BOWL;
  const label = escape(view.recipe.cuisine);
  const title = escape(view.recipe.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="320" height="240" fill="${background}"/>
<circle cx="160" cy="128" r="86" fill="#ffffff" opacity="0.9"/>
<circle cx="160" cy="128" r="70" fill="none" stroke="${accent}" stroke-opacity="0.18" stroke-width="4"/>
<g fill="${accent}" stroke="${accent}" fill-opacity="0.85">${glyph}</g>
<text x="16" y="28" font-family="system-ui, sans-serif" font-size="14" font-weight="600" fill="${accent}">${label}</text>
</svg>`;
}
